import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';
import '@/locales/areas/all';
import { closeStaticNotifications } from '@/client/notify';

// Dialogs, popovers and notices arrive in chunks loaded on first use (antd among them). On a loaded CI
// machine (the unit files share two cores with the server suite) the first such load in a file can take
// several seconds, so every `findBy`/`waitFor` waits up to ten; a test that passes still returns as soon as its
// element shows.
configure({ asyncUtilTimeout: 10_000 });

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

const requestsInFlight = new Set<string>();
server.events.on('request:start', ({ requestId }) => requestsInFlight.add(requestId));
server.events.on('request:end', ({ requestId }) => requestsInFlight.delete(requestId));

/** A few turns of the event loop, until the requests on their way are answered (at most `waitMs`). */
async function settleRequests(waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  do await new Promise((resolve) => setTimeout(resolve, 0));
  while (requestsInFlight.size > 0 && Date.now() < deadline);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The shell imports its startup lists lazily. A test that ends before that import resolves would have
  // it resolve after jsdom is torn down (an unhandled rejection that fails the run): load it once up front.
  await import('@/contexts/startup-lists');
});
afterEach(async () => {
  cleanup();
  // Requests a test left on their way (the shell's startup calls) are answered by its handlers: removed first,
  // they would fail and show a request-error notice after the test.
  await settleRequests(500);
  // A request error outside an antd scope shows a notification in a React root of its own, which cleanup()
  // does not unmount; left open, its animation and close timer would update that root after jsdom is gone.
  await act(() => closeStaticNotifications());
  server.resetHandlers();
  window.localStorage.clear();
  // What a tab remembers (the admin list, the shell session) starts afresh in each test.
  window.sessionStorage.clear();
});
afterAll(async () => {
  // What still answers after the last test (a slow machine) lands while the document exists: a state
  // update after the environment is torn down throws "window is not defined" and fails the run.
  await settleRequests(2000);
  server.close();
});
