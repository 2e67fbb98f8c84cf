import type { Migration } from '../migration';

/**
 * Conversations and their messages. A round is one question (`human`) and its answer (`ai`); the
 * contract's `view` message is derived from the answer when history is read. `last_round` only grows,
 * so a round number is never reused after a clear (feedback rows stay tied to the round they rated).
 * `summary` is the first question: empty until one is asked, which keeps the conversation out of lists.
 */
export const conversationsMigration: Migration = {
  id: 2,
  name: 'conversations',
  async up(db, dialect) {
    await db.execute(
      `CREATE TABLE conversations (
        conv_uid TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        chat_mode TEXT NOT NULL,
        app_code TEXT,
        select_param TEXT,
        model_name TEXT,
        sys_code TEXT,
        summary TEXT NOT NULL DEFAULT '',
        last_round INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
    );
    // The list breaks ties in insertion order, SQLite's implicit `rowid`; PostgreSQL gets one of its own.
    if (dialect === 'postgres')
      await db.execute('ALTER TABLE conversations ADD COLUMN rowid BIGINT GENERATED ALWAYS AS IDENTITY');
    await db.execute('CREATE INDEX conversations_user_created ON conversations (user_id, created_at)');
    await db.execute(
      `CREATE TABLE chat_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        conv_uid TEXT NOT NULL REFERENCES conversations (conv_uid) ON DELETE CASCADE,
        round_index INTEGER NOT NULL,
        role TEXT NOT NULL CHECK (role IN ('human', 'ai')),
        content TEXT NOT NULL,
        extra TEXT NOT NULL DEFAULT '{}',
        model_name TEXT,
        created_at TEXT NOT NULL,
        UNIQUE (conv_uid, round_index, role)
      )`,
    );
  },
};
