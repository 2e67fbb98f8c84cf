import type { Migration } from '../migration';

/** Users, seeded with the default admin DB-GPT substitutes when a request names nobody (contract 0.2). */
export const usersMigration: Migration = {
  id: 1,
  name: 'users',
  async up(db, dialect) {
    // The repositories match a caller's text with SQLite's instr() (a value, never a LIKE pattern).
    if (dialect === 'postgres')
      await db.execute(
        `CREATE OR REPLACE FUNCTION instr(haystack TEXT, needle TEXT) RETURNS INTEGER
         LANGUAGE sql IMMUTABLE AS 'SELECT strpos(haystack, needle)'`,
      );
    await db.execute(
      `CREATE TABLE users (
        user_id TEXT PRIMARY KEY,
        user_no TEXT NOT NULL,
        nick_name TEXT NOT NULL,
        user_channel TEXT NOT NULL,
        avatar_url TEXT,
        role TEXT NOT NULL CHECK (role IN ('admin', 'normal')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
    );
    await db.execute('CREATE INDEX users_role ON users (role)');
    const now = new Date().toISOString();
    await db.execute(
      `INSERT INTO users (user_id, user_no, nick_name, user_channel, avatar_url, role, created_at, updated_at)
       VALUES ('001', '001', 'dbgpt', 'dbgpt', NULL, 'admin', ?, ?)`,
      [now, now],
    );
  },
};
