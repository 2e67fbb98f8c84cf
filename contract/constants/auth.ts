/* Without zod, so the client's first paint (the sign-in screens) can import them. */

/** Error codes of sign-in and accounts (the envelope's `err_code`). */
export const AUTH_ERROR_CODES = {
  /** 401: no valid session (never signed in, signed out, expired, or the account was disabled). */
  signInRequired: 'E1001',
  /** 401: the email or the password is wrong (the answer does not say which). */
  badCredentials: 'E1002',
  /** 429: too many failed sign-ins for the account or from the address; see `Retry-After`. */
  tooManyAttempts: 'E1003',
  /** 403: only an administrator may do this. */
  adminOnly: 'E1004',
  /** 409: the first administrator exists already. */
  setupDone: 'E1005',
  /** 409: the server runs without sign-in (`AUTH_MODE=none`). */
  authOff: 'E1006',
  /** 409: another account has this email. */
  emailTaken: 'E1007',
  /** 409: the change would leave no active administrator. */
  lastAdmin: 'E1008',
  /** 400: the current password given to change it is wrong. */
  wrongCurrentPassword: 'E1009',
  /** 401: the `Authorization: Bearer` key is unknown, revoked, or its account is disabled. */
  invalidApiKey: 'E1010',
  /** 404: no such API key among the caller's (another user's key is not found either). */
  apiKeyNotFound: 'E1011',
  /** 401 (`AUTH_MODE=proxy`): the request did not come through the gateway with a user; sign in there. */
  gatewaySignInRequired: 'E1012',
  /** 409 (`AUTH_MODE=proxy`): passwords and local sign-in do not exist; the gateway signs users in. */
  signInAtGateway: 'E1013',
  /** 403 (`AUTH_MODE=proxy`): the gateway's user has a disabled account here. */
  accountDisabled: 'E1014',
  // Numbered apart from the codes above so that work on other parts of sign-in can add its own without clashing.
  /** 400: the avatar is not a PNG, JPEG or WebP image (judged by its bytes, not its name). */
  avatarNotImage: 'E1020',
  /** 413: the avatar is larger than `MAX_AVATAR_BYTES`. */
  avatarTooLarge: 'E1021',
  /** 400: the avatar upload held no file in the form field `file`. */
  avatarMissing: 'E1022',
  /** 404: no such sign-in among the caller's own. */
  sessionNotFound: 'E1023',
  /** 409 (`AUTH_MODE=proxy`): `PROXY_ADMIN_EMAILS` makes this account an administrator; it cannot be demoted here. */
  roleFromGateway: 'E1024',
  /** 409 (`AUTH_MODE=oidc`): accounts have no password; users sign in at the OpenID Connect provider. */
  signInWithProvider: 'E1015',
} as const;

/** The largest avatar image accepted, in bytes (1 MB). */
export const MAX_AVATAR_BYTES = 1024 * 1024;

export const MIN_PASSWORD_LENGTH = 8;
