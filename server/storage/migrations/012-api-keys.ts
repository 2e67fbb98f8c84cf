import type { Migration } from '../migration';

/**
 * API keys of sign-in accounts (`AUTH_MODE=local`): `Authorization: Bearer <key>` acts as the key's account.
 * Only the key's SHA-256 is kept (a stolen database holds no usable key) with its first characters, so its
 * owner can tell keys apart. Revoking a key deletes its row.
 */
export const apiKeysMigration: Migration = {
  id: 12,
  name: 'api-keys',
  async up(db) {
    await db.execute(
      `CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        name TEXT NOT NULL,
        prefix TEXT NOT NULL,
        key_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        last_used_at TEXT
      )`,
    );
    await db.execute('CREATE INDEX api_keys_account ON api_keys (account_id)');
  },
};
