import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/**
 * A sealed value cannot be opened: it is not in a sealed format (`malformed`), or another key sealed it or
 * it was altered (`undecryptable`). The message completes "The secret …".
 */
export class SecretUnreadableError extends Error {
  override name = 'SecretUnreadableError';

  constructor(
    readonly reason: 'malformed' | 'undecryptable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Seals short secrets (API keys) for storage with AES-256-GCM. `context` is bound to the sealed value
 * (authenticated, not stored), so a value copied to another row or parameter no longer opens.
 */
export interface SecretBox {
  seal(plain: string, context: string): Promise<string>;
  open(sealed: string, context: string): Promise<string>;
}

/** `getKey` runs on first use only, so a server that never stores a secret never creates a key file. */
export function createSecretBox(getKey: () => Promise<Buffer>): SecretBox {
  let key: Promise<Buffer> | undefined;
  const currentKey = () => {
    key ??= getKey().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  return {
    async seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, await currentKey(), iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64'));
      return [VERSION, ...parts].join(':');
    },
    async open(sealed, context) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
        throw new SecretUnreadableError('malformed', 'is not in a known format');
      const key = await currentKey();
      try {
        const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
          'utf8',
        );
      } catch (error) {
        throw new SecretUnreadableError(
          'undecryptable',
          "cannot be decrypted with this server's secret key (did DBGPT_SECRET_KEY or secret.key change?)",
          { cause: error },
        );
      }
    },
  };
}
