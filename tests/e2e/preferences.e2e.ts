import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import {
  bodyClasses,
  isSameDocument,
  markDocument,
  navLink,
  readLocalStorage,
  sidebar,
} from './support/shell';

const openSession = setupBrowser();
const THEME_KEY = '__db_gpt_theme_key';
const LANGUAGE_KEY = '__db_gpt_lng_key';

const ENGLISH_NAV = {
  chat: 'Chat',
  explore: 'Explore',
  construct: 'Construct',
  evaluation: 'Evaluation',
} as const;
const CHINESE_NAV = { chat: '对话', explore: '探索', construct: '应用管理', evaluation: '场景评测' } as const;
type NavTexts = typeof ENGLISH_NAV | typeof CHINESE_NAV;

async function navTexts(page: Parameters<typeof navLink>[0]): Promise<Record<keyof NavTexts, string>> {
  const keys = Object.keys(ENGLISH_NAV) as (keyof NavTexts)[];
  const texts = await Promise.all(
    keys.map(async (key) => ((await navLink(page, key).textContent()) ?? '').trim()),
  );
  return Object.fromEntries(keys.map((key, index) => [key, texts[index]])) as Record<keyof NavTexts, string>;
}

describe('the theme switch', () => {
  it('switches to dark at once and keeps it across a reload', async () => {
    const { page, open, errors } = await openSession({ colorScheme: 'light' });
    await open('/?isFirst=admin');
    const toggle = sidebar(page).locator('[data-action=toggle-theme]');
    await toggle.waitFor({ state: 'visible' });
    expect(await bodyClasses(page)).toContain('light');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch to dark theme');

    await toggle.click();
    await expect.poll(() => bodyClasses(page)).toContain('dark');
    expect(await bodyClasses(page)).not.toContain('light');
    expect(await readLocalStorage(page, THEME_KEY)).toBe('dark');

    await page.reload({ waitUntil: 'load' });
    // The saved theme applies before the bundle runs, so it is there even before the shell renders.
    expect(await bodyClasses(page)).toContain('dark');
    await toggle.waitFor({ state: 'visible' });
    expect(await bodyClasses(page)).toContain('dark');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch to light theme');

    await toggle.click();
    await expect.poll(() => bodyClasses(page)).toContain('light');
    expect(await readLocalStorage(page, THEME_KEY)).toBe('light');
    expect(errors).toEqual([]);
  });

  it('follows the system preference when nothing is saved', async () => {
    const { page, open } = await openSession({ colorScheme: 'dark' });
    await open('/?isFirst=admin');
    await sidebar(page).waitFor({ state: 'visible' });
    expect(await bodyClasses(page)).toContain('dark');
  });
});

describe('the language switch', () => {
  it('changes the navigation texts without a reload and keeps the choice across a reload', async () => {
    const { page, open, errors } = await openSession({ locale: 'en-US' });
    await open('/?isFirst=admin');
    await navLink(page, 'evaluation').waitFor({ state: 'visible' });
    expect(await navTexts(page)).toEqual(ENGLISH_NAV);
    await markDocument(page);

    await sidebar(page).locator('[data-action=toggle-language]').click();
    await expect.poll(() => navTexts(page)).toEqual(CHINESE_NAV);
    expect(await isSameDocument(page)).toBe(true);
    expect(await readLocalStorage(page, LANGUAGE_KEY)).toBe('zh');
    expect(await sidebar(page).locator('[data-action=toggle-language]').getAttribute('aria-label')).toBe(
      '切换为英文',
    );

    await page.reload({ waitUntil: 'load' });
    await navLink(page, 'evaluation').waitFor({ state: 'visible' });
    expect(await navTexts(page)).toEqual(CHINESE_NAV);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

    await sidebar(page).locator('[data-action=toggle-language]').click();
    await expect.poll(() => navTexts(page)).toEqual(ENGLISH_NAV);
    expect(await readLocalStorage(page, LANGUAGE_KEY)).toBe('en');
    expect(errors).toEqual([]);
  });

  it('starts in Chinese for a browser that prefers Chinese', async () => {
    const { page, open } = await openSession({ locale: 'zh-CN' });
    await open('/?isFirst=admin');
    await navLink(page, 'evaluation').waitFor({ state: 'visible' });
    expect(await navTexts(page)).toEqual(CHINESE_NAV);
  });
});
