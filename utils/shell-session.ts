import { hasReadableCookie } from './auth-mode-hint';

/**
 * The address admits a visitor with isFirst=admin and embeds the app with role=user. Client-side
 * navigation drops those parameters, so they are remembered for the browser tab (sessionStorage):
 * a new tab or window must carry them again. `SHELL_SESSION_BOOT_SCRIPT` remembers them already while the
 * exported HTML is parsed, before any script of the page has run.
 */
export const SHELL_SESSION_KEY = '__db_gpt_shell_session';

export interface ShellSession {
  admitted: boolean;
  role: string | undefined;
}

function readStored(): ShellSession {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(SHELL_SESSION_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const value = parsed as Partial<Record<keyof ShellSession, unknown>>;
      return {
        admitted: value.admitted === true,
        role: typeof value.role === 'string' ? value.role : undefined,
      };
    }
  } catch {
    // Unreadable: start over.
  }
  return { admitted: false, role: undefined };
}

/** The server said the `isFirst` gate is only a convention for this visitor (this machine, no sign-in). */
export function admissionGateOpen(): boolean {
  return hasReadableCookie('dbgpt_gate=open');
}

export function resolveShellSession(isFirst: string | undefined, role: string | undefined): ShellSession {
  const stored = readStored();
  const session: ShellSession = {
    admitted: isFirst === 'admin' || stored.admitted || admissionGateOpen(),
    role: role ?? stored.role,
  };
  if (session.admitted !== stored.admitted || session.role !== stored.role) {
    window.sessionStorage.setItem(SHELL_SESSION_KEY, JSON.stringify(session));
  }
  return session;
}

/**
 * A link that opens in a new tab starts without this tab's session (`noopener` tabs get no copy of
 * sessionStorage), so it carries the session in its address as the first visit did.
 */
export function withShellSession(href: string): string {
  const stored = readStored();
  const url = new URL(href, window.location.origin);
  if (stored.admitted && !url.searchParams.has('isFirst')) url.searchParams.set('isFirst', 'admin');
  if (stored.role && !url.searchParams.has('role')) url.searchParams.set('role', stored.role);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
