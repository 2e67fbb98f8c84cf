import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AUTH_ERROR_CODES } from '@/contract/auth';
import type { ApiKey, CreatedApiKey } from '@/contract/api-keys';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import type { ApiKeyOwner, ApiKeyRepository } from '../repositories/api-keys';

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'dbgpt-';
/** How much of the key is kept readable: the marker and 6 random characters. */
const VISIBLE_LENGTH = API_KEY_PREFIX.length + 6;
/** Writing `last_used_at` on every call would make each one a write; a minute is precise enough. */
const TOUCH_EVERY_MS = 60_000;

/** Who asks: revoking someone else's key needs an administrator. */
export interface KeyCaller {
  accountId: string;
  isAdmin: boolean;
}

export interface ApiKeyService {
  /** A new key for the account; the answer is the only place the key appears. */
  create(accountId: string, name: string): Promise<CreatedApiKey>;
  list(accountId?: string): Promise<ApiKey[]>;
  /** 404 when there is no such key or it is another account's and the caller is no administrator. */
  revoke(caller: KeyCaller, id: string): Promise<void>;
  /** The key's account when the key is valid and the account active; null otherwise. */
  resolve(key: string): Promise<ApiKeyOwner | null>;
}

/** What the database keeps of a key: its SHA-256 (a key is random enough not to need a slow hash). */
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

export const apiKeyNotFound = (id: string) =>
  new ApiError(404, AUTH_ERROR_CODES.apiKeyNotFound, localized('auth.apiKeyNotFound', { id }));

export function createApiKeyService(keys: ApiKeyRepository, now: () => number = Date.now): ApiKeyService {
  return {
    async create(accountId, name) {
      const key = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
      const stored = await keys.create({
        id: randomUUID(),
        accountId,
        name,
        prefix: key.slice(0, VISIBLE_LENGTH),
        keyHash: hashOf(key),
      });
      return { ...stored, key };
    },

    list: (accountId) => keys.list(accountId),

    async revoke(caller, id) {
      const key = await keys.find(id);
      if (key === null || (key.account_id !== caller.accountId && !caller.isAdmin)) throw apiKeyNotFound(id);
      await keys.delete(id);
    },

    async resolve(key) {
      if (!key.startsWith(API_KEY_PREFIX)) return null;
      const owner = await keys.findByHash(hashOf(key));
      if (owner === null || owner.account.disabled) return null;
      const at = now();
      const lastUsed = owner.key.last_used_at;
      if (lastUsed === null || at - Date.parse(lastUsed) >= TOUCH_EVERY_MS)
        await keys.touch(owner.key.id, new Date(at).toISOString());
      return owner;
    },
  };
}
