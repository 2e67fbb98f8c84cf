import { describe, expect, it } from 'vitest';
import { PHONE, setupBrowser } from './support/browser';
import { navLink, sidebar, sidebarWidth, waitForShell } from './support/shell';

const openSession = setupBrowser();
const USER_INFO_KEY = '__db_gpt_uinfo_key';

describe('the sidebar', () => {
  it('is shown expanded at desktop width with Explore active on the home page', async () => {
    const { page, open, errors } = await openSession();
    await open('/?isFirst=admin');
    await sidebar(page).waitFor({ state: 'visible' });

    expect(await sidebar(page).getAttribute('data-collapsed')).toBe('false');
    expect(await sidebarWidth(page)).toBe(240);
    expect(await navLink(page, 'explore').getAttribute('aria-current')).toBe('page');
    expect(await navLink(page, 'chat').getAttribute('aria-current')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('is hidden on a 390px wide screen, where a menu button replaces it', async () => {
    const { page, open, errors } = await openSession({ viewport: PHONE });
    await open('/?isFirst=admin');

    expect(await waitForShell(page)).toBe('app-shell');
    await page.getByRole('button', { name: 'Open menu' }).waitFor({ state: 'visible' });
    expect(await sidebar(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('collapses to 80px and expands back to 240px', async () => {
    const { page, open, errors } = await openSession();
    await open('/?isFirst=admin');
    const toggle = page.locator('[data-action=toggle-sidebar]');
    await toggle.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-label')).toBe('Collapse sidebar');

    await toggle.click();
    await expect.poll(() => sidebar(page).getAttribute('data-collapsed')).toBe('true');
    await expect.poll(() => sidebarWidth(page)).toBe(80);
    expect(await toggle.getAttribute('aria-label')).toBe('Expand sidebar');
    // Collapsed links keep an accessible name even though their text is gone.
    expect(await navLink(page, 'chat').getAttribute('aria-label')).toBe('Chat');

    await toggle.click();
    await expect.poll(() => sidebar(page).getAttribute('data-collapsed')).toBe('false');
    await expect.poll(() => sidebarWidth(page)).toBe(240);
    expect(errors).toEqual([]);
  });

  it('names every toolbar button', async () => {
    const { page, open } = await openSession();
    await open('/?isFirst=admin');
    await sidebar(page).waitFor({ state: 'visible' });
    for (const action of ['toggle-theme', 'toggle-language', 'toggle-sidebar']) {
      const label = await sidebar(page).locator(`[data-action=${action}]`).getAttribute('aria-label');
      expect(label, action).toBeTruthy();
    }
  });
});

describe('the admin-only Evaluation entry', () => {
  it('is shown to the default admin', async () => {
    const { page, open, errors } = await openSession();
    await open('/?isFirst=admin');

    await navLink(page, 'evaluation').waitFor({ state: 'visible' });
    expect(await navLink(page, 'evaluation').textContent()).toContain('Evaluation');
    expect(errors).toEqual([]);
  });

  it('is hidden from a user who is not an admin', async () => {
    const { page, open, errors } = await openSession({
      seedStorage: {
        [USER_INFO_KEY]: JSON.stringify({ user_id: 'someone-else', nick_name: 'someone-else' }),
      },
    });
    const adminList = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/users',
    );
    await open('/?isFirst=admin');

    const response = await adminList;
    // The admin list did load and names someone, so the absence below is about who this user is.
    const body: unknown = await response.json();
    expect(JSON.stringify(body)).toContain('"user_id":"001"');
    await navLink(page, 'construct').waitFor({ state: 'visible' });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await navLink(page, 'evaluation').count()).toBe(0);
    expect(await navLink(page, 'chat').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
