/* Without zod, so the embed page's first paint can import them. */

/** The headers an embedded page's requests carry: the link's token and the visitor's own id. */
export const EMBED_TOKEN_HEADER = 'x-embed-token';
export const EMBED_VISITOR_HEADER = 'x-embed-visitor';

/** A visitor id: what the embed page keeps in localStorage (a UUID), checked by the server. */
export const EMBED_VISITOR_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Error codes of embed links (the envelope's `err_code`). */
export const EMBED_ERROR_CODES = {
  /** 401: the token is unknown, malformed or was altered. */
  invalidLink: 'E1040',
  /** 401: the link was revoked by someone who manages the app. */
  revokedLink: 'E1041',
  /** 401: the link's expiry has passed. */
  expiredLink: 'E1042',
  /** 403: an embedded visitor may use the link's app only (its chat, its questions, their own conversations). */
  notAllowed: 'E1043',
  /** 400: the visitor id header is missing or malformed. */
  badVisitor: 'E1044',
  /** 404: no such embed link for this app. */
  linkNotFound: 'E1045',
} as const;

/** The expiry choices the Embed dialog offers (days; none = never expires). */
export const EMBED_EXPIRY_DAYS = [1, 7, 30, 90, 365] as const;
export const MAX_EMBED_EXPIRY_DAYS = 3650;
