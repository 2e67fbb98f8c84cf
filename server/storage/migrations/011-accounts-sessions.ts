import type { Migration } from '../migration';

/**
 * Sign-in accounts (`AUTH_MODE=local`) and their sessions. Apart from the DB-GPT `users` table, which keeps
 * answering `AUTH_MODE=none`. `email` is stored lower-cased, so its uniqueness ignores case. A session's
 * id is the SHA-256 of its cookie token (a stolen database holds no usable token); `family_id` is the
 * first session of a sign-in, shared by the sessions rotation replaces it with, so signing out ends them all.
 */
export const accountsSessionsMigration: Migration = {
  id: 11,
  name: 'accounts-sessions',
  async up(db) {
    await db.execute(
      `CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('admin', 'user')),
        password_hash TEXT NOT NULL,
        disabled INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
    );
    await db.execute(
      `CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        family_id TEXT NOT NULL,
        account_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        rotated_at TEXT
      )`,
    );
    await db.execute('CREATE INDEX sessions_account ON sessions (account_id)');
    await db.execute('CREATE INDEX sessions_family ON sessions (family_id)');
  },
};
