import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { vi } from 'vitest';
import { AppShell } from '@/components/layout/app-shell';
import { AntdScope } from '@/components/common/antd-scope';
import { ChatContextProvider } from '@/contexts/chat-context';
import { PreferencesProvider } from '@/contexts/preferences-context';
import i18n from '@/locales/i18n';
import type { Language } from '@/locales/types';
import type { ThemeMode } from '@/utils/theme';

export interface RenderAppOptions {
  pathname?: string;
  query?: Record<string, string>;
  language?: Language;
  mode?: ThemeMode;
}

/** A pages-router router as Next provides it to components, for a given path and query. */
export function fakeRouter(pathname: string, query: Record<string, string>): NextRouter {
  const search = new URLSearchParams(query).toString();
  return {
    pathname,
    route: pathname,
    query,
    asPath: search ? `${pathname}?${search}` : pathname,
    basePath: '',
    isReady: true,
    isFallback: false,
    isLocaleDomain: false,
    isPreview: false,
    push: vi.fn(async () => true),
    replace: vi.fn(async () => true),
    reload: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(async () => undefined),
    beforePopState: vi.fn(),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
  };
}

/** Renders a page inside the real shell and providers, as `_app` composes them. */
export async function renderApp(page: ReactNode, options: RenderAppOptions = {}) {
  const { pathname = '/', query = { isFirst: 'admin' }, language = 'en', mode = 'light' } = options;
  await i18n.changeLanguage(language);
  const router = fakeRouter(pathname, query);
  const utils = render(
    <RouterContext.Provider value={router}>
      <PreferencesProvider initialMode={mode} initialLanguage={language}>
        <ChatContextProvider>
          <AppShell>
            <AntdScope>{page}</AntdScope>
          </AppShell>
        </ChatContextProvider>
      </PreferencesProvider>
    </RouterContext.Provider>,
  );
  return { ...utils, router };
}
