import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BootScreen } from '@/components/layout/boot-screen';
import ConstructDatabaseRoute from '@/pages/construct/database';
import ConstructPromptRoute from '@/pages/construct/prompt';
import ExploreRoute from '@/pages';
import EvaluationRoute from '@/pages/evaluation';
import { detectLanguage } from '@/utils/language';
import { LANGUAGE_BOOT_SCRIPT } from '@/utils/language-boot';
import { STORAGE_KEYS } from '@/utils/storage-keys';

/** The exported HTML of a route as `next build` writes it: the boot screen with the page's outline. */
function exported(pathname: string, Outline: () => React.ReactNode): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<BootScreen pathname={pathname} outline={<Outline />} />);
  return host;
}

/** The text a reader of one language sees (the other language's spans are hidden by `<html lang>`). */
function textIn(element: Element, language: 'en' | 'zh-CN'): string {
  const copy = element.cloneNode(true) as Element;
  const other = language === 'en' ? 'zh-CN' : 'en';
  copy.querySelectorAll(`[lang="${other}"]`).forEach((span) => span.remove());
  return copy.textContent ?? '';
}

describe('the exported HTML of the main routes (first paint, before any script)', () => {
  it('has the Construct title, the area’s description and the tabs, in both languages', () => {
    const page = exported('/construct/database', ConstructDatabaseRoute.Outline);
    const heading = page.querySelector('h1');
    expect(heading && textIn(heading, 'en')).toBe('Construct');
    expect(heading && textIn(heading, 'zh-CN')).toBe('应用管理');
    const description = page.querySelector('header p');
    expect(description && textIn(description, 'en')).toMatch(/^Connect the databases/);
    expect(description && textIn(description, 'zh-CN')).toMatch(/^连接数据库/);
    const current = page.querySelector('a[aria-current="page"]');
    expect(current?.getAttribute('href')).toBe('/construct/database/');
    expect(current && textIn(current, 'en')).toBe('Database');
    expect(page.querySelectorAll('nav a')).toHaveLength(8);
    // The list's outline: the place of the cards, no text.
    expect(page.querySelector('[aria-busy="true"] .h-36')).not.toBeNull();
  });

  it('draws the phone’s top bar with the logo, as the live header does, without a request for it', () => {
    const page = exported('/construct/prompt', ConstructPromptRoute.Outline);
    expect(page.querySelector('svg[viewBox="0 0 200 48"]')).not.toBeNull();
    expect(page.querySelector('img')).toBeNull();
    expect(page.querySelector('h1')).not.toBeNull();
  });

  it('has Explore’s and Evaluation’s titles and subtitles', () => {
    const explore = exported('/', ExploreRoute.Outline);
    expect(textIn(explore.querySelector('header p')!, 'en')).toMatch(/^Discover the applications/);
    const evaluation = exported('/evaluation', EvaluationRoute.Outline);
    expect(textIn(evaluation.querySelector('h1')!, 'zh-CN')).toBe('场景评测');
  });
});

describe('the language boot script', () => {
  const setBrowserLanguages = (languages: string[]) =>
    Object.defineProperty(window.navigator, 'languages', { configurable: true, value: languages });
  const run = () => {
    new Function(LANGUAGE_BOOT_SCRIPT)();
    return document.documentElement.lang;
  };

  afterEach(() => {
    window.localStorage.clear();
    document.documentElement.lang = '';
  });

  it('chooses the language the client will choose, before any script of the app', () => {
    for (const [saved, browser] of [
      [null, ['zh-TW']],
      [null, ['fr-FR', 'zh-CN']],
      ['zh', ['en-US']],
      ['en', ['zh-CN']],
      ['klingon', ['zh-CN']],
    ] as const) {
      window.localStorage.clear();
      if (saved) window.localStorage.setItem(STORAGE_KEYS.language, saved);
      setBrowserLanguages([...browser]);
      const expected = detectLanguage(undefined) === 'zh' ? 'zh-CN' : 'en';
      expect(run(), `saved ${saved}, browser ${browser.join(',')}`).toBe(expected);
    }
  });
});
