import { act } from '@testing-library/react';
import { vi } from 'vitest';

interface FakeObserver {
  callback: IntersectionObserverCallback;
  targets: Element[];
  live: boolean;
}

/**
 * A stand-in IntersectionObserver (jsdom has none) and a viewport tall enough for the virtual grid:
 * `reachEnd` tells the newest live observer that its sentinel came into view, as scrolling down would.
 */
export function installViewport(height = 2000) {
  const observers: FakeObserver[] = [];
  class IntersectionObserverStub {
    private readonly entry: FakeObserver;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [], live: true };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.live = false;
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
  const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);

  const reachEnd = () => {
    const observer = observers.filter((item) => item.live).at(-1);
    if (!observer) throw new Error('nothing observes the end of the list');
    act(() => {
      observer.callback(
        observer.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    });
  };
  const restore = () => {
    clientHeight.mockRestore();
    vi.unstubAllGlobals();
  };
  return { reachEnd, restore, observers };
}
