import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link's signature covers: changing the app or the expiry of a row breaks every token of it. */
export interface SignedLinkFields {
  id: string;
  appCode: string;
  expiresAt: string | null;
}

// The server's one secret key seals stored secrets too; a key derived for this purpose alone keeps the
// two uses apart.
export function embedSigningKey(secretKey: Buffer): Buffer {
  return createHmac('sha256', secretKey).update('dbgpt embed links v1').digest();
}

function signature(key: Buffer, link: SignedLinkFields): Buffer {
  return createHmac('sha256', key)
    .update(JSON.stringify([link.id, link.appCode, link.expiresAt ?? '']))
    .digest();
}

/** `<id>.<HMAC-SHA256 in base64url>` */
export function signEmbedToken(key: Buffer, link: SignedLinkFields): string {
  return `${link.id}.${signature(key, link).toString('base64url')}`;
}

/** The link id a token names, or null when the token is not in the `<id>.<signature>` shape. */
export function embedTokenId(token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,100})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match?.[1] ?? null;
}

/** Whether the token carries the link's signature, compared in constant time. */
export function isSignedFor(key: Buffer, token: string, link: SignedLinkFields): boolean {
  const given = Buffer.from(token.slice(token.indexOf('.') + 1), 'base64url');
  const expected = signature(key, link);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
