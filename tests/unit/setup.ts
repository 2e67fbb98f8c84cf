import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';
import '@/locales/areas/all';
import { closeStaticNotifications } from '@/client/notify';

// antd reads matchMedia for responsive grids and the theme; jsdom lacks it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd's Tooltip and layout measure elements with ResizeObserver; jsdom lacks it.
if (!('ResizeObserver' in globalThis)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  server.resetHandlers();
  cleanup();
  // A request error outside an antd scope shows a notification in a React root of its own, which cleanup()
  // does not unmount; left open, its animation and close timer would update that root after jsdom is gone.
  await act(() => closeStaticNotifications());
  window.localStorage.clear();
});
afterAll(() => server.close());
