import '@/styles/globals.css';
import '@/utils/storage-fallback';
import { useSyncExternalStore, type ComponentType } from 'react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { AppShell } from '@/components/layout/app-shell';
import { BootScreen } from '@/components/layout/boot-screen';
import { ChatContextProvider } from '@/contexts/chat-context';
import { PreferencesProvider } from '@/contexts/preferences-context';
import i18n from '@/locales/i18n';
import { startClient, type StartupState } from '@/utils/client-startup';

// Module evaluation happens before hydration: the profile is in storage before the first render.
const startup: StartupState | null = typeof window === 'undefined' ? null : startClient();

const noSubscription = () => () => undefined;

/** False while pre-rendering and hydrating, true afterwards, without an extra effect pass. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A page may bring its exported HTML's outline (its header and skeleton): `Page.Outline`. */
type PageWithOutline = AppProps['Component'] & { Outline?: ComponentType };

export default function App({ Component, pageProps, router }: AppProps) {
  const hydrated = useHydrated();
  const Outline = (Component as PageWithOutline).Outline;
  const outline = Outline ? <Outline /> : undefined;
  return (
    <>
      <Head>
        <title>{i18n.t('common:app_name')}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      {hydrated && startup ? (
        <PreferencesProvider initialMode={startup.mode} initialLanguage={startup.language}>
          <ChatContextProvider>
            <AppShell outline={outline}>
              <Component {...pageProps} />
            </AppShell>
          </ChatContextProvider>
        </PreferencesProvider>
      ) : (
        <BootScreen pathname={router.pathname} outline={outline} />
      )}
    </>
  );
}
