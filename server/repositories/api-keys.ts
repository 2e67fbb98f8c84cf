import type { ApiKey } from '@/contract/api-keys';
import type { AccountRole } from '@/contract/auth';
import type { Queryable } from '../storage/db';
import { storedNow } from './stored-time';

export interface NewApiKey {
  id: string;
  accountId: string;
  name: string;
  prefix: string;
  keyHash: string;
}

/** A key found by its hash, with what a request needs of its account. */
export interface ApiKeyOwner {
  key: ApiKey;
  account: { email: string; name: string; role: AccountRole; disabled: boolean };
}

export interface ApiKeyRepository {
  create(key: NewApiKey): Promise<ApiKey>;
  find(id: string): Promise<ApiKey | null>;
  findByHash(keyHash: string): Promise<ApiKeyOwner | null>;
  /** One account's keys, or every account's without `accountId`; newest first. */
  list(accountId?: string): Promise<ApiKey[]>;
  touch(id: string, at: string): Promise<void>;
  /** False when there was no such key. */
  delete(id: string): Promise<boolean>;
}

interface ApiKeyRow {
  id: string;
  account_id: string;
  account_email: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

interface OwnerRow extends ApiKeyRow {
  account_name: string;
  role: AccountRole;
  disabled: number;
}

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  account_id: row.account_id,
  account_email: row.account_email,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
});

const SELECT = `SELECT k.id, k.account_id, a.email AS account_email, k.name, k.prefix, k.created_at,
    k.last_used_at, a.name AS account_name, a.role, a.disabled
  FROM api_keys k JOIN accounts a ON a.id = k.account_id`;

export function createApiKeyRepository(db: Queryable): ApiKeyRepository {
  async function find(id: string): Promise<ApiKey | null> {
    const rows = await db.query<ApiKeyRow>(`${SELECT} WHERE k.id = ?`, [id]);
    return rows.map(toApiKey)[0] ?? null;
  }

  return {
    async create(key) {
      await db.execute(
        `INSERT INTO api_keys (id, account_id, name, prefix, key_hash, created_at, last_used_at)
         VALUES (?, ?, ?, ?, ?, ?, NULL)`,
        [key.id, key.accountId, key.name, key.prefix, key.keyHash, storedNow()],
      );
      const created = await find(key.id);
      if (created === null) throw new Error(`API key ${key.id} vanished right after it was stored`);
      return created;
    },

    find,

    async findByHash(keyHash) {
      const rows = await db.query<OwnerRow>(`${SELECT} WHERE k.key_hash = ?`, [keyHash]);
      const row = rows[0];
      if (row === undefined) return null;
      const account = {
        email: row.account_email,
        name: row.account_name,
        role: row.role,
        disabled: Number(row.disabled) !== 0,
      };
      return { key: toApiKey(row), account };
    },

    async list(accountId) {
      const rows =
        accountId === undefined
          ? await db.query<ApiKeyRow>(`${SELECT} ORDER BY k.created_at DESC, k.id`)
          : await db.query<ApiKeyRow>(`${SELECT} WHERE k.account_id = ? ORDER BY k.created_at DESC, k.id`, [
              accountId,
            ]);
      return rows.map(toApiKey);
    },

    async touch(id, at) {
      await db.execute('UPDATE api_keys SET last_used_at = ? WHERE id = ?', [at, id]);
    },

    async delete(id) {
      const result = await db.execute('DELETE FROM api_keys WHERE id = ?', [id]);
      return result.rowsAffected === 1;
    },
  };
}
