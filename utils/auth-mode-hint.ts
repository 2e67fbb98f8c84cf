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
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const text = part.trim();
    if (text === 'dbgpt_auth=local') return 'local';
    if (text === 'dbgpt_auth=proxy') return 'proxy';
    if (text === 'dbgpt_auth=oidc') return 'oidc';
  }
  return null;
}

/** Whether the server said sign-in is on (either kind). */
export const isSignInOn = (): boolean => signInModeHint() !== null;
