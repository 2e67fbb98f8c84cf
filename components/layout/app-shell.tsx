import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { isSidebarHidden } from '@/utils/navigation';
import { resolveShellSession } from '@/utils/shell-session';
import { AuthGate } from '@/components/auth/auth-gate';
import { StartupListsWanted } from '@/contexts/chat-context';
import { AuthFailed } from './auth-failed';
import { BootScreen } from './boot-screen';
import { MobileHeader } from './mobile-header';
import { PageMenuActionsProvider } from './page-menu-actions';
import { PageErrorBoundary } from './page-error-boundary';
import { Sidebar } from './sidebar';

function queryString(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The gate (sign-in, or without it the `isFirst` gate), then the shell around the page. `outline` is the
 * page's own boot outline (the exported HTML's), kept on screen until the gate has decided.
 */
export function AppShell({ children, outline }: { children: ReactNode; outline?: ReactNode }) {
  const router = useRouter();
  // A static export learns the query only after hydration; deciding earlier would flash the gate.
  if (!router.isReady) return <BootScreen pathname={router.pathname} outline={outline} />;
  // The embed page is shown in other sites: its link's token is its only credential, no gate, no sidebar.
  if (router.pathname === '/embed')
    return <PageErrorBoundary key={router.pathname}>{children}</PageErrorBoundary>;
  const session = resolveShellSession(queryString(router.query.isFirst), queryString(router.query.role));
  const frame = <ShellFrame role={session.role}>{children}</ShellFrame>;
  return (
    <AuthGate pathname={router.pathname} withoutSignIn={session.admitted ? frame : <AuthFailed />}>
      {frame}
    </AuthGate>
  );
}

/** The sidebar (unless embedded or on a mobile path) around the page. */
function ShellFrame({ role, children }: { role: string | undefined; children: ReactNode }) {
  const router = useRouter();
  const page = (
    <>
      <StartupListsWanted />
      <PageErrorBoundary key={router.pathname}>{children}</PageErrorBoundary>
    </>
  );
  if (isSidebarHidden(router.pathname, role)) {
    return (
      <div className="h-full min-h-screen" data-testid="bare-shell">
        {page}
      </div>
    );
  }
  return (
    <PageMenuActionsProvider>
      <div className="flex h-screen w-full overflow-hidden" data-testid="app-shell">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <MobileHeader />
          <main className="min-h-0 flex-1 overflow-auto">{page}</main>
        </div>
      </div>
    </PageMenuActionsProvider>
  );
}
