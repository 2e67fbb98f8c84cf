import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort, startProductServer } from '../../scripts/lib/product-server.mjs';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { setupBrowser } from './support/browser';
import { navLink, sidebar } from './support/shell';

const openSession = setupBrowser();

/** A product server of its own signing in with a real OpenID Connect provider on loopback. */
let product: { url: string; stop: () => Promise<unknown> };
let provider: TestOidcProvider;

beforeAll(async () => {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({
    redirectUri: `${url}/api/v1/auth/oidc/callback`,
    users: {
      alice: { email: 'alice@example.com', name: 'Alice Liddell', groups: ['dbgpt-admins'] },
      bob: { email: 'bob@example.com', name: 'Bob' },
    },
  });
  product = await startProductServer({
    port,
    env: {
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      PUBLIC_URL: url,
      OIDC_SCOPES: 'openid email profile groups',
      OIDC_ADMIN_CLAIM: 'groups',
      OIDC_ADMIN_VALUES: 'dbgpt-admins',
      OIDC_DISPLAY_NAME: 'Example SSO',
    },
  });
});

afterAll(async () => {
  await product?.stop();
  await provider?.close();
});

const REFUSED_CALL = /^console error: Failed to load resource: the server responded with a status of 401 /;
const unexpected = (errors: string[]) => errors.filter((error) => !REFUSED_CALL.test(error));

describe('sign-in with an OpenID Connect provider', () => {
  it('signs in at the provider and comes back to the page that was opened, as its account and role', async () => {
    const alice = await openSession();
    await alice.page.goto(`${product.url}/construct/app?tab=mine`);
    const signIn = alice.page.getByTestId('oidc-sign-in-page');
    await signIn.waitFor();
    expect(await alice.page.getByLabel('Password').count()).toBe(0);
    await signIn.getByRole('button', { name: 'Sign in with Example SSO' }).click();
    await alice.page.getByRole('link', { name: 'alice' }).click();
    await sidebar(alice.page).waitFor({ state: 'visible' });
    const back = new URL(alice.page.url());
    expect(back.pathname).toMatch(/^\/construct\/app/);
    expect(back.searchParams.get('tab')).toBe('mine');
    expect(await alice.page.getByTestId('user-badge').textContent()).toContain('Alice Liddell');
    await navLink(alice.page, 'evaluation').waitFor({ state: 'visible' });

    await alice.page.getByRole('button', { name: 'Sign out' }).click();
    await alice.page.getByTestId('oidc-sign-in-page').waitFor();
    expect(unexpected(alice.errors)).toEqual([]);
  });

  it('tells a user who refused at the provider why, in Chinese, and keeps the page', async () => {
    const bob = await openSession({ locale: 'zh-CN' });
    await bob.page.goto(`${product.url}/construct/prompt`);
    const signIn = bob.page.getByTestId('oidc-sign-in-page');
    await signIn.getByRole('button', { name: '使用 Example SSO 登录' }).click();
    await bob.page.getByRole('link', { name: 'Refuse' }).click();
    const alert = bob.page.getByTestId('oidc-sign-in-page').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('登录已在 Example SSO 被取消或拒绝。');
    await expect.poll(() => new URL(bob.page.url()).search).toBe('');
    expect(new URL(bob.page.url()).pathname).toMatch(/^\/construct\/prompt/);

    await bob.page.getByRole('button', { name: '使用 Example SSO 登录' }).click();
    await bob.page.getByRole('link', { name: 'bob' }).click();
    await sidebar(bob.page).waitFor({ state: 'visible' });
    expect(await navLink(bob.page, 'evaluation').count()).toBe(0);
    expect(unexpected(bob.errors)).toEqual([]);
  });
});
