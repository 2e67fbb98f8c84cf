import { AUTH_ERROR_CODES } from '@/contract/constants/auth';

/** Sent on `window` when the server answers 401 "sign in" to a call: the session has ended. */
export const SESSION_ENDED_EVENT = 'dbgpt:session-ended';

/** The 401 codes that mean "sign in (again)": the session's, or the sign-in gateway's (`AUTH_MODE=proxy`). */
export const SIGN_IN_REQUIRED_CODES: readonly unknown[] = [
  AUTH_ERROR_CODES.signInRequired,
  AUTH_ERROR_CODES.gatewaySignInRequired,
];

export function announceSessionEnded(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}
