/**
 * The sign-in the server said it has: `local` (accounts and passwords), `proxy` (a sign-in gateway) or
 * `oidc` (an OpenID Connect provider).
 */
export type SignInModeHint = 'local' | 'proxy' | 'oidc';

/**
 * With sign-in on, every answer, the page's included, sets the readable cookie `dbgpt_auth=local` (or
 * `=proxy`, `=oidc`). Read synchronously, so the first frame is already the right gate; null without sign-in.
 */
export function signInModeHint(): SignInModeHint | null {
  if (hasReadableCookie('dbgpt_auth=local')) return 'local';
  if (hasReadableCookie('dbgpt_auth=proxy')) return 'proxy';
  if (hasReadableCookie('dbgpt_auth=oidc')) return 'oidc';
  return null;
}

/** Whether the page's readable cookies hold exactly `entry` (`name=value`); never on the server. */
export function hasReadableCookie(entry: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim() === entry);
}

/** Whether the server said sign-in is on (either kind). */
export const isSignInOn = (): boolean => signInModeHint() !== null;
