import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BootScreen } from '@/components/layout/boot-screen';
import type { ConstructArea } from '@/components/layout/construct-frame';
import { construct as en } from '@/locales/en/construct';
import { construct as zh } from '@/locales/zh/construct';
import { flow as enFlow } from '@/locales/en/flow';
import { flow as zhFlow } from '@/locales/zh/flow';
import ConstructAppRoute from '@/pages/construct/app';
import ConstructDatabaseRoute from '@/pages/construct/database';
import ConstructDbgptsRoute from '@/pages/construct/dbgpts';
import ConstructFlowRoute from '@/pages/construct/flow';
import FlowCanvasRoute from '@/pages/construct/flow/canvas';
import ConstructKnowledgeRoute from '@/pages/construct/knowledge';
import ConstructModelsRoute from '@/pages/construct/models';
import ConstructPluginsRoute from '@/pages/construct/plugins';
import ConstructPromptRoute from '@/pages/construct/prompt';

type Route = ComponentType & { Outline?: ComponentType };

const LISTS: [string, ConstructArea, Route][] = [
  ['/construct/app', 'app', ConstructAppRoute],
  ['/construct/flow', 'flow', ConstructFlowRoute],
  ['/construct/knowledge', 'knowledge', ConstructKnowledgeRoute],
  ['/construct/database', 'database', ConstructDatabaseRoute],
  ['/construct/models', 'models', ConstructModelsRoute],
  ['/construct/prompt', 'prompt', ConstructPromptRoute],
  ['/construct/dbgpts', 'dbgpts', ConstructDbgptsRoute],
  ['/construct/plugins', 'plugins', ConstructPluginsRoute],
];

/** The route's exported HTML as `next build` writes it: the boot screen around the page's outline. */
function exported(pathname: string, route: Route): HTMLElement {
  const Outline = route.Outline;
  if (!Outline) throw new Error(`${pathname} has no outline`);
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<BootScreen pathname={pathname} outline={<Outline />} />);
  return host;
}

/** What a reader of one language sees: `<html lang>` hides the other language's spans. */
function textIn(element: Element | null, language: 'en' | 'zh-CN'): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll(`[lang="${language === 'en' ? 'zh-CN' : 'en'}"]`).forEach((span) => span.remove());
  return copy.textContent ?? '';
}

describe('the Construct routes’ exported HTML (what a phone paints before any script)', () => {
  it.each(LISTS)(
    '%s: title, the area’s description and its tab, in both languages',
    (pathname, area, route) => {
      const page = exported(pathname, route);
      expect(textIn(page.querySelector('h1'), 'en')).toBe(en.title);
      expect(textIn(page.querySelector('h1'), 'zh-CN')).toBe(zh.title);
      expect(textIn(page.querySelector('header p'), 'en')).toBe(en.descriptions[area]);
      expect(textIn(page.querySelector('header p'), 'zh-CN')).toBe(zh.descriptions[area]);
      const current = page.querySelector('nav a[aria-current="page"]');
      expect(current?.getAttribute('href')).toBe(`${pathname}/`);
      expect(textIn(current, 'en')).toBe(en.tabs[area]);
      expect(textIn(current, 'zh-CN')).toBe(zh.tabs[area]);
      expect(page.querySelectorAll('nav a')).toHaveLength(8);
      // The screen's own outline sits under the tabs, where the live list will be: no text, no picture.
      const body = page.querySelector('nav + div');
      expect(body?.querySelector('[aria-busy="true"]')).not.toBeNull();
      expect(body?.textContent).toBe('');
      expect(page.querySelector('img')).toBeNull();
    },
  );

  it('the flow canvas: its toolbar, and on a phone that the canvas is for viewing, in both languages', () => {
    const page = exported('/construct/flow/canvas', FlowCanvasRoute);
    const notice = page.querySelector('header p.md\\:hidden');
    expect(textIn(notice, 'en')).toBe(enFlow.canvas.phone_view);
    expect(textIn(notice, 'zh-CN')).toBe(zhFlow.canvas.phone_view);
    expect(page.querySelector('[aria-busy="true"] header')).not.toBeNull();
    expect(page.querySelector('img')).toBeNull();
  });
});
