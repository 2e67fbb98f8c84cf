import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_PAINT_WAIT_MS,
  NEXT_FRAME_WAIT_MS,
  scriptsAfterFirstPaintSource,
} from '@/utils/scripts-after-first-paint';

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }, observer: Observer) => void;
interface Observer {
  disconnect: () => void;
  observe: (options: unknown) => void;
}

/** The browser's paint timing, as far as the loader uses it: one observer, told of paints by the test. */
function installPaintTiming() {
  const observers: { callback: PaintCallback; observer: Observer }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: PaintCallback) {
      const observer: Observer = {
        disconnect: () => observers.splice(observers.indexOf(entry), 1),
        observe: () => undefined,
      };
      const entry = { callback, observer };
      observers.push(entry);
      return observer as unknown as FakePerformanceObserver;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  return {
    paint(name: string) {
      for (const { callback, observer } of [...observers]) {
        callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }, observer);
      }
    },
  };
}

/** Runs the inline script as the exported HTML does, while the document is still being parsed or not. */
function runLoader(sources: string[], { parsing }: { parsing: boolean }) {
  const readyState = vi
    .spyOn(document, 'readyState', 'get')
    .mockReturnValue(parsing ? 'loading' : 'complete');
  new Function(scriptsAfterFirstPaintSource(sources))();
  readyState.mockRestore();
}

const requested = () =>
  [...document.head.querySelectorAll('script[src]')].map((script) => ({
    src: script.getAttribute('src'),
    async: (script as HTMLScriptElement).async,
  }));

describe('the page’s scripts, loaded after its first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
    delete (window as { __scriptsAfterPaint?: unknown }).__scriptsAfterPaint;
  });

  it('asks for nothing before the first contentful paint, then for every chunk in the document’s order', () => {
    const timing = installPaintTiming();
    runLoader(['/_next/a.js', '/_next/b.js'], { parsing: false });
    runLoader(['/_next/c.js'], { parsing: false });
    timing.paint('first-paint');
    expect(requested()).toEqual([]);
    timing.paint('first-contentful-paint');
    expect(requested()).toEqual([
      { src: '/_next/a.js', async: false },
      { src: '/_next/b.js', async: false },
      { src: '/_next/c.js', async: false },
    ]);
    timing.paint('first-contentful-paint');
    expect(requested()).toHaveLength(3);
  });

  it('waits for the end of parsing too, and then for the frame that paints the rest of the outline', () => {
    const timing = installPaintTiming();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    runLoader(['/_next/a.js'], { parsing: true });
    timing.paint('first-contentful-paint');
    expect(requested()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(requested()).toEqual([]);
    // The frame's callbacks run before it paints; the scripts are asked for right after it.
    frames.splice(0).forEach((frame) => frame());
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(requested()).toEqual([{ src: '/_next/a.js', async: false }]);
    vi.advanceTimersByTime(NEXT_FRAME_WAIT_MS);
    expect(requested()).toHaveLength(1);
  });

  it('does not wait longer than its limit for that frame (a hidden page draws none)', () => {
    const timing = installPaintTiming();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    runLoader(['/_next/a.js'], { parsing: true });
    timing.paint('first-contentful-paint');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    vi.advanceTimersByTime(NEXT_FRAME_WAIT_MS - 1);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual([{ src: '/_next/a.js', async: false }]);
  });

  it('asks at once when parsing had ended before the first paint (the whole outline was in it)', () => {
    const timing = installPaintTiming();
    runLoader(['/_next/a.js'], { parsing: true });
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(requested()).toEqual([]);
    timing.paint('first-contentful-paint');
    expect(requested()).toEqual([{ src: '/_next/a.js', async: false }]);
  });

  it('does not wait longer than its limit for a paint that does not come', () => {
    installPaintTiming();
    runLoader(['/_next/a.js'], { parsing: false });
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toEqual([{ src: '/_next/a.js', async: false }]);
  });

  it('loads at once in a browser that does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runLoader(['/_next/a.js'], { parsing: false });
    expect(requested()).toEqual([{ src: '/_next/a.js', async: false }]);
  });
});
