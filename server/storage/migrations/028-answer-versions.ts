import type { Migration } from '../migration';

/**
 * The earlier answers of a round. A retry asks the round's question again: the answer it replaces moves
 * here, and `chat_messages` keeps the latest, so every reader of a round (history, prompts, feedback,
 * terminate) goes on seeing one question and one answer. Rows are read oldest first by `id`.
 */
export const answerVersionsMigration: Migration = {
  id: 28,
  name: 'answer-versions',
  async up(db) {
    await db.execute(
      `CREATE TABLE chat_answer_versions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        conv_uid TEXT NOT NULL REFERENCES conversations (conv_uid) ON DELETE CASCADE,
        round_index INTEGER NOT NULL,
        content TEXT NOT NULL,
        extra TEXT NOT NULL DEFAULT '{}',
        model_name TEXT,
        created_at TEXT NOT NULL
      )`,
    );
    await db.execute(
      'CREATE INDEX chat_answer_versions_round ON chat_answer_versions (conv_uid, round_index, id)',
    );
  },
};
