/* Without zod, so the sign-in screen (part of the first paint) can import them. */

/** `GET` here, with `?next=/path`, starts a sign-in at the OpenID Connect provider (`AUTH_MODE=oidc`). */
export const OIDC_LOGIN_PATH = '/api/v1/auth/oidc/login';

/** When an OpenID Connect sign-in fails, the server sends the browser back to the app with this query parameter. */
export const OIDC_ERROR_PARAM = 'auth_error';

/** The values of `auth_error`: why the sign-in at the provider did not sign the user in. */
export const OIDC_SIGN_IN_ERRORS = [
  /** The user, or the provider, refused the sign-in. */
  'denied',
  /** The answer did not belong to a sign-in started in this browser (tampered, replayed or too old). */
  'state_mismatch',
  /** The provider could not be reached or answered with an error. */
  'provider_unreachable',
  /** The account exists here and is disabled. */
  'account_disabled',
  /** The provider gave no email address for the user. */
  'no_email',
  /** Another account here has the email, and the provider did not say it verified it. */
  'email_taken',
  /** Too many failed sign-ins from this address; try later. */
  'too_many_attempts',
  /** The provider's answer could not be verified. */
  'failed',
] as const;
export type OidcSignInError = (typeof OIDC_SIGN_IN_ERRORS)[number];

export const isOidcSignInError = (value: string | null | undefined): value is OidcSignInError =>
  (OIDC_SIGN_IN_ERRORS as readonly string[]).includes(value ?? '');
