import type { Migration } from '../migration';

/**
 * What a user sets for themselves: their language (null until chosen) and an avatar image. The image's
 * bytes are kept apart in `account_avatars`, so listing accounts never reads them; `avatar_updated_at`
 * (null without an image) versions its address. Sessions learn when their sign-in began (a rotated
 * session is a new row) and the browser it came from, so a user can tell their sign-ins apart.
 */
export const profilesMigration: Migration = {
  id: 14,
  name: 'profiles',
  async up(db, dialect) {
    await db.execute('ALTER TABLE accounts ADD COLUMN language TEXT');
    await db.execute('ALTER TABLE accounts ADD COLUMN avatar_updated_at TEXT');
    await db.execute(
      `CREATE TABLE account_avatars (
        account_id TEXT PRIMARY KEY,
        content_type TEXT NOT NULL,
        data ${dialect === 'postgres' ? 'BYTEA' : 'BLOB'} NOT NULL
      )`,
    );
    await db.execute('ALTER TABLE sessions ADD COLUMN signed_in_at TEXT');
    await db.execute('ALTER TABLE sessions ADD COLUMN user_agent TEXT');
    await db.execute('UPDATE sessions SET signed_in_at = created_at');
  },
};
