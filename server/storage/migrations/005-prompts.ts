import type { Migration } from '../migration';

/**
 * The prompt library (contract section 5) plus our `visibility`. The owner is `user_code` (the caller's
 * `user-id`). One owner cannot hold two prompts with the same name, language and model; NULL language or
 * model count as one value, hence the expression index rather than a UNIQUE column list.
 */
export const promptsMigration: Migration = {
  id: 5,
  name: 'prompts',
  async up(db) {
    await db.execute(
      `CREATE TABLE prompts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        prompt_code TEXT NOT NULL UNIQUE,
        prompt_name TEXT NOT NULL,
        prompt_type TEXT NOT NULL,
        chat_scene TEXT,
        sub_chat_scene TEXT,
        content TEXT NOT NULL,
        prompt_desc TEXT,
        response_schema TEXT,
        input_variables TEXT,
        model TEXT,
        prompt_language TEXT,
        user_code TEXT NOT NULL,
        user_name TEXT,
        sys_code TEXT,
        visibility TEXT NOT NULL DEFAULT 'private' CHECK (visibility IN ('public', 'private')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
    );
    await db.execute(
      `CREATE UNIQUE INDEX prompts_owner_name_language_model
       ON prompts (user_code, prompt_name, COALESCE(prompt_language, ''), COALESCE(model, ''))`,
    );
    await db.execute('CREATE INDEX prompts_visibility_owner ON prompts (visibility, user_code)');
  },
};
