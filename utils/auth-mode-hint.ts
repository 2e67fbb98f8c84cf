/**
 * Whether the server said sign-in is on: with `AUTH_MODE=local` every answer, the page's included, sets the
 * readable cookie `dbgpt_auth=local`. Read synchronously, so the first frame is already the right gate.
 */
export function isSignInOn(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((part) => part.trim() === 'dbgpt_auth=local');
}
