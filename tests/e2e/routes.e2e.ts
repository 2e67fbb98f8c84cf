import { describe, expect, it } from 'vitest';
import { productURL, setupBrowser } from './support/browser';
import { navLink, sidebar, waitForShell } from './support/shell';

const openSession = setupBrowser();

const CONSTRUCT_TABS = {
  app: 'Applications',
  flow: 'AWEL Flows',
  knowledge: 'Knowledge',
  database: 'Database',
  models: 'Models',
  prompt: 'Prompts',
  dbgpts: 'Community',
  plugins: 'Plugins',
} as const;
type ConstructArea = keyof typeof CONSTRUCT_TABS;
const AREAS = Object.keys(CONSTRUCT_TABS) as ConstructArea[];

/** Every exported page, as a user opens it, and the shell it must land in. */
const ROUTES: { path: string; shell: 'app-shell' | 'bare-shell' }[] = [
  { path: '/?isFirst=admin', shell: 'app-shell' },
  { path: '/chat/?isFirst=admin', shell: 'app-shell' },
  ...AREAS.map((area) => ({ path: `/construct/${area}/?isFirst=admin`, shell: 'app-shell' as const })),
  { path: '/evaluation/?isFirst=admin', shell: 'app-shell' },
  { path: '/mobile/chat/?isFirst=admin', shell: 'bare-shell' },
];

describe('the Construct area', () => {
  for (const area of AREAS) {
    it(`renders the tab bar on /construct/${area} with its own tab active`, async () => {
      const { page, open, errors } = await openSession();
      await open(`/construct/${area}/?isFirst=admin`);
      expect(await waitForShell(page)).toBe('app-shell');

      const tabs = page.getByRole('navigation', { name: 'Construct areas' });
      await tabs.waitFor({ state: 'visible' });
      const tabTexts = (await tabs.locator('a').allTextContents()).map((text) => text.trim());
      expect(tabTexts).toEqual(Object.values(CONSTRUCT_TABS));
      const active = tabs.locator('a[aria-current=page]');
      expect(await active.count()).toBe(1);
      expect((await active.textContent())?.trim()).toBe(CONSTRUCT_TABS[area]);
      expect(await active.getAttribute('href')).toMatch(new RegExp(`^/construct/${area}/?$`));
      expect(await navLink(page, 'construct').getAttribute('aria-current')).toBe('page');
      expect(errors).toEqual([]);
    });
  }

  it('lists the applications (or says there are none) and offers to create one', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/app/?isFirst=admin');
    await page
      .getByTestId(/^(app-list|empty-state)$/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Create app' }).click();
    await page.getByRole('dialog', { name: 'Create an application' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Single agent' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  // Other files' flows may be on the shared server: the list is empty only when this file runs first.
  it('lists the flows (or says there are none) and links to the canvas to create one', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/flow/?isFirst=admin');
    await page
      .getByRole('heading', { name: 'This server has no AWEL flows' })
      .or(page.getByRole('link', { name: 'Open', exact: true }).first())
      .waitFor();
    expect(await page.getByRole('link', { name: /Create flow/ }).getAttribute('href')).toMatch(
      /^\/construct\/flow\/canvas\/?$/,
    );
    expect(errors).toEqual([]);
  });

  it("lists the built-in hub's packages on /construct/dbgpts", async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/dbgpts/?isFirst=admin');
    await page.getByTestId('dbgpts-card').getByRole('heading', { name: 'translator', exact: true }).waitFor();
    expect(await page.locator('.ant-notification-notice').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('moves between tabs by client navigation', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/app/?isFirst=admin');
    const tabs = page.getByRole('navigation', { name: 'Construct areas' });
    await tabs.waitFor({ state: 'visible' });

    await tabs.getByRole('link', { name: 'Models' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/construct/models'));
    await expect
      .poll(async () => (await tabs.locator('a[aria-current=page]').textContent())?.trim())
      .toBe('Models');
    expect(await waitForShell(page)).toBe('app-shell');
    expect(errors).toEqual([]);
  });
});

describe('direct loads of exported pages with a query', () => {
  it('opens /construct/models/?isFirst=admin in the Models tab', async () => {
    const { page, open, errors } = await openSession();
    await open('/construct/models/?isFirst=admin');

    expect(await waitForShell(page)).toBe('app-shell');
    const active = page.getByRole('navigation', { name: 'Construct areas' }).locator('a[aria-current=page]');
    await active.waitFor({ state: 'visible' });
    expect((await active.textContent())?.trim()).toBe('Models');
    expect(errors).toEqual([]);
  });

  it('opens /chat?isFirst=admin&id=<conversation> and keeps the conversation id', async () => {
    const { page, open, errors } = await openSession();
    const created = await fetch(productURL('/api/v1/chat/dialogue/new?chat_mode=chat_normal'), {
      method: 'POST',
    });
    const convUid: string = (await created.json()).data.conv_uid;
    await open(`/chat?isFirst=admin&id=${convUid}`);

    expect(await waitForShell(page)).toBe('app-shell');
    await expect.poll(() => navLink(page, 'chat').getAttribute('aria-current')).toBe('page');
    const url = new URL(page.url());
    expect(url.pathname).toMatch(/^\/chat\/?$/);
    expect(url.searchParams.get('id')).toBe(convUid);
    expect(errors).toEqual([]);
  });
});

describe('every route', () => {
  it('loads without page errors or console errors', async () => {
    const { page, open, errors } = await openSession();
    const problems: string[] = [];
    for (const route of ROUTES) {
      errors.length = 0;
      await open(route.path);
      const shell = await waitForShell(page);
      if (shell !== route.shell) problems.push(`${route.path}: expected ${route.shell}, got ${shell}`);
      if (route.shell === 'app-shell') await sidebar(page).waitFor({ state: 'visible' });
      // Let the page's first requests settle, so their failures are reported here.
      await page.waitForLoadState('networkidle');
      problems.push(...errors.map((error) => `${route.path}: ${error}`));
    }
    expect(problems).toEqual([]);
  });

  it('answers an unknown path with status 404 and the not-found page inside the app', async () => {
    const { page } = await openSession();
    const response = await page.goto(productURL('/no-such-page/?isFirst=admin'), { waitUntil: 'load' });

    expect(response?.status()).toBe(404);
    expect(await waitForShell(page)).toBe('app-shell');
    await page.getByText('Page not found').waitFor({ state: 'visible' });
    await page.getByRole('link', { name: 'Back to Explore' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => navLink(page, 'explore').getAttribute('aria-current')).toBe('page');
  });
});
