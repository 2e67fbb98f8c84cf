import type { Migration } from '../migration';

/**
 * Models added through the model serve API (issue 4). A model is identified by its name and worker type,
 * as DB-GPT's start and stop requests identify it. `params` holds the plain parameters as JSON; `secrets`
 * holds the secret ones (API keys) as a JSON object of AES-256-GCM sealed strings, never plain text.
 * `started` is what the model returns to after a restart.
 */
export const modelsMigration: Migration = {
  id: 4,
  name: 'models',
  async up(db) {
    await db.execute(
      `CREATE TABLE models (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        model_name TEXT NOT NULL,
        worker_type TEXT NOT NULL CHECK (worker_type IN ('llm', 'text2vec', 'reranker')),
        provider TEXT NOT NULL,
        params TEXT NOT NULL DEFAULT '{}',
        secrets TEXT NOT NULL DEFAULT '{}',
        started INTEGER NOT NULL DEFAULT 1,
        user_name TEXT,
        sys_code TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (model_name, worker_type)
      )`,
    );
  },
};
