import type { Migration } from '../migration';

/**
 * Evaluation datasets (contract 2.0): the rows live in `content` as JSON text (an array of objects with
 * `query` and optionally `factual`, every value text), whether they came as content or as a file.
 * `members` is DB-GPT's free text. The name is unique, so a download's file name says which it is.
 */
export const evaluationDatasetsMigration: Migration = {
  id: 21,
  name: 'evaluation-datasets',
  async up(db) {
    await db.execute(
      `CREATE TABLE evaluation_datasets (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        file_type TEXT NOT NULL,
        storage_type TEXT NOT NULL,
        content TEXT NOT NULL,
        rows_count INTEGER NOT NULL,
        have_answer INTEGER NOT NULL,
        members TEXT NOT NULL,
        user_id TEXT NOT NULL,
        user_name TEXT,
        sys_code TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
    );
    await db.execute('CREATE INDEX evaluation_datasets_created ON evaluation_datasets (created_at)');
  },
};
