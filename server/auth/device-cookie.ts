import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie that marks a browser as one an account has signed in on (OWASP's "device cookie"). */
export const DEVICE_COOKIE = 'dbgpt_device';

/** How long a browser stays known after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const VERSION = 'v1';

/** A known device of an account: its id, for counting that device's own failures. */
export interface KnownDevice {
  id: string;
}

/**
 * Signs and checks device cookies: `v1.<nonce>.<HMAC-SHA256 of the account's email and the nonce>`, keyed
 * with a key derived from the server's secret key, so a cookie cannot be made or moved to another account
 * without the key. A successful sign-in issues one; a correct password from a browser holding one for the
 * account is not held back by the account's own limit.
 */
export interface DeviceCookies {
  issue(email: string): Promise<string>;
  /** The device when `value` is a cookie this server issued for `email`; null otherwise. */
  verify(value: string | undefined, email: string): Promise<KnownDevice | null>;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

export function createDeviceCookies(secretKey: () => Promise<Buffer>): DeviceCookies {
  let key: Promise<Buffer> | undefined;
  // A key of its own (derived, not the secret key itself) keeps these signatures apart from other uses.
  const deviceKey = () => {
    key ??= secretKey()
      .then((secret) => createHmac('sha256', secret).update('dbgpt device cookie key').digest())
      .catch((error: unknown) => {
        key = undefined;
        throw error;
      });
    return key;
  };
  const signature = async (email: string, nonce: string) =>
    createHmac('sha256', await deviceKey())
      .update(`${VERSION}\0${normalEmail(email)}\0${nonce}`)
      .digest();

  return {
    async issue(email) {
      const nonce = randomBytes(16).toString('base64url');
      return `${VERSION}.${nonce}.${(await signature(email, nonce)).toString('base64url')}`;
    },
    async verify(value, email) {
      const [version, nonce, mac, extra] = (value ?? '').split('.');
      if (version !== VERSION || !nonce || !mac || extra !== undefined) return null;
      const expected = await signature(email, nonce);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { id: nonce };
    },
  };
}
