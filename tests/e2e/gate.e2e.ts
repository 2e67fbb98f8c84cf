import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductServer } from '../../scripts/lib/product-server.mjs';
import { setupBrowser } from './support/browser';
import { isSameDocument, markDocument, navLink, sidebar, waitForShell } from './support/shell';

const openSession = setupBrowser();

describe('a fresh server on this machine', () => {
  it('opens the app at its plain address, without isFirst=admin', async () => {
    const { page, open, errors } = await openSession();
    await open('/');
    expect(await waitForShell(page)).toBe('app-shell');
    await sidebar(page).waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid=auth-failed]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('DB-GPT’s admission gate (ADMISSION_GATE=strict)', () => {
  let strict: { url: string; stop: () => Promise<unknown> };
  beforeAll(async () => {
    strict = await startProductServer({ env: { ADMISSION_GATE: 'strict' } });
  });
  afterAll(async () => {
    await strict.stop();
  });

  it('shows the authentication page, with the address to open, when the address lacks isFirst=admin', async () => {
    const { page, open, errors } = await openSession();
    await open(`${strict.url}/`);

    expect(await waitForShell(page)).toBe('auth-failed');
    const gate = page.locator('[data-testid=auth-failed]');
    expect(await gate.locator('h1').textContent()).toBe('认证失败');
    const admitted = gate.locator('a[href]').first();
    expect(await admitted.getAttribute('href')).toBe(`${strict.url}/?isFirst=admin`);
    expect(await sidebar(page).count()).toBe(0);
    await admitted.click();
    expect(await waitForShell(page)).toBe('app-shell');
    expect(errors).toEqual([]);
  });

  it('shows the gate on an inner page too', async () => {
    const { page, open } = await openSession();
    await open(`${strict.url}/construct/app/`);
    expect(await waitForShell(page)).toBe('auth-failed');
  });

  it('keeps the admission when a tab of the exported outline is followed before the page has run', async () => {
    const { page, open } = await openSession();
    // A slow phone: the outline is on screen, its scripts have not arrived.
    const chunks = '**/_next/static/chunks/**';
    await page.route(chunks, (route) => route.abort());
    await open(`${strict.url}/construct/app/?isFirst=admin`);
    const tabs = page.getByRole('navigation', { name: 'Construct areas' });
    await tabs.getByRole('link', { name: 'Knowledge' }).waitFor();
    expect(await page.locator('[data-testid=app-shell]').count()).toBe(0);
    await page.unroute(chunks);

    await tabs.getByRole('link', { name: 'Knowledge' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/construct/knowledge'));
    expect(new URL(page.url()).searchParams.get('isFirst')).toBeNull();
    expect(await waitForShell(page)).toBe('app-shell');
  });
});

describe('the admission gate', () => {
  it('admits a visitor with isFirst=admin and shows the app with the user badge', async () => {
    const { page, open, errors } = await openSession();
    await open('/?isFirst=admin');

    expect(await waitForShell(page)).toBe('app-shell');
    await sidebar(page).waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid=auth-failed]').count()).toBe(0);
    expect(await page.locator('[data-testid=user-badge]').textContent()).toContain('dbgpt');
    expect(errors).toEqual([]);
  });

  it('keeps the app after client navigation drops the parameter', async () => {
    const { page, open, errors } = await openSession();
    await open('/?isFirst=admin');
    await sidebar(page).waitFor({ state: 'visible' });
    await markDocument(page);

    await navLink(page, 'construct').click();
    await page.waitForURL((url) => url.pathname.startsWith('/construct/app'));

    expect(new URL(page.url()).searchParams.get('isFirst')).toBeNull();
    expect(await isSameDocument(page)).toBe(true);
    expect(await waitForShell(page)).toBe('app-shell');
    await expect.poll(() => navLink(page, 'construct').getAttribute('aria-current')).toBe('page');
    expect(await navLink(page, 'explore').getAttribute('aria-current')).toBeNull();

    await navLink(page, 'chat').click();
    await page.waitForURL((url) => url.pathname.startsWith('/chat'));
    expect(await waitForShell(page)).toBe('app-shell');
    await expect.poll(() => navLink(page, 'chat').getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
  });
});

describe('shells without the sidebar', () => {
  it('embeds the page without a sidebar for role=user', async () => {
    const { page, open, errors } = await openSession();
    await open('/?isFirst=admin&role=user');

    expect(await waitForShell(page)).toBe('bare-shell');
    expect(await sidebar(page).count()).toBe(0);
    expect(await page.locator('[data-testid=app-shell]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the mobile chat without a sidebar, even at desktop width', async () => {
    const { page, open, errors } = await openSession();
    await open('/mobile/chat/?isFirst=admin');

    expect(await waitForShell(page)).toBe('bare-shell');
    await page.locator('[data-testid=mobile-chat]').waitFor({ state: 'visible' });
    expect(await sidebar(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
