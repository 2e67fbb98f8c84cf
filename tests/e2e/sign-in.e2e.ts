import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductServer } from '../../scripts/lib/product-server.mjs';
import { setupBrowser } from './support/browser';
import { navLink, sidebar } from './support/shell';

const openSession = setupBrowser();

/** A second product server of its own, with sign-in on and no account yet (the setup page). */
let product: { url: string; stop: () => Promise<unknown> };

beforeAll(async () => {
  product = await startProductServer({ env: { AUTH_MODE: 'local' } });
});

afterAll(async () => {
  await product?.stop();
});

const REFUSED_CALL = /^console error: Failed to load resource: the server responded with a status of 401 /;
const OWNER = { email: 'owner@example.com', name: 'Owner', password: 'owner password' };
const BOB = { email: 'bob@example.com', name: 'Bob', password: 'bob password' };

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
}

describe('sign-in with local accounts', () => {
  it('creates the administrator, signs a user in on the page they opened, and signs them out', async () => {
    const owner = await openSession();
    await owner.page.goto(`${product.url}/construct/app`);
    await owner.page.getByTestId('setup-page').waitFor();
    expect(await owner.page.getByTestId('auth-failed').count()).toBe(0);
    await fill(owner.page, {
      Email: OWNER.email,
      Name: OWNER.name,
      Password: OWNER.password,
      'Repeat the password': OWNER.password,
    });
    await owner.page.getByRole('button', { name: 'Create and sign in' }).click();
    await sidebar(owner.page).waitFor({ state: 'visible' });
    expect(new URL(owner.page.url()).pathname).toMatch(/^\/construct\/app/);
    expect(await owner.page.getByTestId('user-badge').textContent()).toContain(OWNER.name);
    await navLink(owner.page, 'evaluation').waitFor({ state: 'visible' });
    // No admin screen yet: the administrator creates the user through the API, with their session.
    const created = await owner.page.evaluate(async (user) => {
      const response = await fetch('/api/v1/admin/users', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(user),
      });
      return response.status;
    }, BOB);
    expect(created).toBe(200);

    const bob = await openSession({ locale: 'zh-CN' });
    await bob.page.goto(`${product.url}/construct/prompt`);
    await bob.page.getByTestId('sign-in-page').waitFor();
    await fill(bob.page, { 邮箱: BOB.email, 密码: 'not his password' });
    await bob.page.getByRole('button', { name: '登录' }).click();
    expect(await bob.page.getByTestId('sign-in-page').getByRole('alert').textContent()).toBe(
      '邮箱或密码错误',
    );
    expect(await bob.page.getByLabel('邮箱', { exact: true }).inputValue()).toBe(BOB.email);
    await bob.page.getByLabel('密码', { exact: true }).fill(BOB.password);
    await bob.page.getByRole('button', { name: '登录' }).click();
    await sidebar(bob.page).waitFor({ state: 'visible' });
    expect(new URL(bob.page.url()).pathname).toMatch(/^\/construct\/prompt/);
    expect(await bob.page.getByTestId('user-badge').textContent()).toContain(BOB.name);
    await navLink(bob.page, 'explore').waitFor({ state: 'visible' });
    expect(await navLink(bob.page, 'evaluation').count()).toBe(0);

    await bob.page.getByRole('button', { name: '退出登录' }).click();
    await bob.page.getByTestId('sign-in-page').waitFor();
    expect(new URL(bob.page.url()).pathname).toMatch(/^\/construct\/prompt/);
    // Signed out, the browser logs each refused call (401); nothing else may go wrong.
    const unexpected = (errors: string[]) => errors.filter((error) => !REFUSED_CALL.test(error));
    expect(unexpected(bob.errors)).toEqual([]);
    expect(unexpected(owner.errors)).toEqual([]);
  });
});
