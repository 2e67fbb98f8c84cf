/**
 * Issue 31: on a phone, a main route's largest paint is its exported outline (the header's text, painted
 * before any of the page's JavaScript has been asked for), and nothing moves while the screen loads.
 */
import { describe, expect, it } from 'vitest';
import { OUTLINED_LIST_ROUTES } from '../../scripts/bench/support/routes.mjs';
import { PHONE, setupBrowser } from './support/browser';

const openSession = setupBrowser();

interface PaintRecord {
  firstContentfulPaint: number | null;
  largest: { time: number; tag: string; inHeader: boolean }[];
  shifts: { value: number; moved: string[] }[];
  firstChunkRequested: number | null;
  largestReplaced?: boolean;
}

/** Watches from the first byte: paints, the largest-paint candidates, layout shifts. */
function recordPaints(): void {
  const record: PaintRecord = {
    firstContentfulPaint: null,
    largest: [],
    shifts: [],
    firstChunkRequested: null,
  };
  (window as unknown as { __paints: PaintRecord }).__paints = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') record.firstContentfulPaint = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      // Kept to ask, once the screen has loaded, whether its element is still there.
      (window as unknown as { __largest: typeof entry }).__largest = entry;
      record.largest.push({
        time: entry.startTime,
        tag: entry.element?.tagName ?? '',
        inHeader: Boolean(entry.element?.closest('header')),
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    };
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      const moved = entry.sources.map(({ node }) =>
        node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName),
      );
      record.shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

describe('the first paint on a phone', () => {
  for (const locale of ['en-US', 'zh-CN']) {
    for (const route of OUTLINED_LIST_ROUTES) {
      it(`${route} (${locale}): the outline is the largest paint, before any chunk is asked for; nothing moves`, async () => {
        const { page, context, open, errors } = await openSession({ viewport: PHONE, locale });
        await context.addInitScript(recordPaints);
        // The administrators' list answering after the screen's own list: controls only administrators see
        // must not move the page when they appear.
        await page.route('**/api/v1/users?*', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          await route.continue();
        });
        await open(`${route === '/' ? '' : route}/?isFirst=admin`);
        await page.waitForLoadState('networkidle');
        // The screen has loaded: its list, or its empty or failed state, has replaced the outline.
        await page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached' });
        await page.waitForTimeout(500);
        const record = await page.evaluate(() => {
          const paints = (window as unknown as { __paints: PaintRecord }).__paints;
          const chunks = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/_next/static/') && entry.name.endsWith('.js'));
          paints.firstChunkRequested = Math.min(...chunks.map((entry) => entry.startTime));
          const largestElement = (window as unknown as { __largest?: { element?: Element | null } }).__largest
            ?.element;
          return { ...paints, largestReplaced: !largestElement?.isConnected };
        });
        expect(record.firstContentfulPaint).not.toBeNull();
        expect(record.firstChunkRequested).toBeGreaterThanOrEqual(record.firstContentfulPaint ?? Infinity);
        const largest = record.largest.at(-1);
        expect(largest?.inHeader, `largest paint: ${JSON.stringify(record.largest)}`).toBe(true);
        // The screen's code replaces the exported outline: an element gone by now was the outline's, painted
        // from the HTML (on a busy CPU the parser may yield, so it can come a frame after the first paint).
        expect(record.largestReplaced, 'the largest paint is the exported outline').toBe(true);
        expect(record.shifts, 'layout shifts and what moved').toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }
});
