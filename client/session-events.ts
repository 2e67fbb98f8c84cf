import { AUTH_ERROR_CODES } from '@/contract/constants/auth';

/** Sent on `window` when the server answers 401 "sign in" to a call: the session has ended. */
export const SESSION_ENDED_EVENT = 'dbgpt:session-ended';

export const SIGN_IN_REQUIRED_CODE = AUTH_ERROR_CODES.signInRequired;

export function announceSessionEnded(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}
