import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** AES-256 wants exactly 32 bytes of key. */
export const SECRET_KEY_BYTES = 32;

/** The key file created in the data folder when `DBGPT_SECRET_KEY` is not set. */
export const SECRET_KEY_FILE = 'secret.key';

/**
 * Reads a key written as 64 hex digits or as base64 (standard or URL-safe) of 32 bytes; null when the text
 * is neither. Hex is tried first: 64 hex digits are also valid base64, of 48 bytes.
 */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  return bytes.length === SECRET_KEY_BYTES ? bytes : null;
}

export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

/**
 * The key in `<dataDir>/secret.key`, created (32 random bytes, base64, readable by the owner only) on
 * first use. `wx` makes two servers starting at once agree on one key: the loser reads the winner's file.
 */
export async function loadOrCreateKeyFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(SECRET_KEY_BYTES).toString('base64')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseSecretKey(await readFile(file, 'utf8'));
  if (!key) throw new SecretKeyError(`${file} does not hold a 32-byte key (base64 or 64 hex digits)`);
  return key;
}

/** The key from `DBGPT_SECRET_KEY` when set, else the data folder's key file. */
export function resolveSecretKey(fromEnv: Buffer | null, dataDir: string): Promise<Buffer> {
  return fromEnv ? Promise.resolve(fromEnv) : loadOrCreateKeyFile(dataDir);
}
