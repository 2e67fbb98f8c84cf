import type { Migration } from '../migration';

/**
 * Applications (contract section 1): the app, its agents (`app_details`, in their order, with resources and
 * LLM strategy as JSON text), its admins, the users who collected it and who used it lately. Recommended
 * questions live in `recommend_question` (migration 3) under the app's code. No AUTOINCREMENT and no
 * SQLite-only types, so the same statements run on PostgreSQL.
 */
export const appsMigration: Migration = {
  id: 13,
  name: 'apps',
  async up(db) {
    await db.execute(
      `CREATE TABLE apps (
        app_code TEXT PRIMARY KEY,
        app_name TEXT NOT NULL UNIQUE,
        app_describe TEXT NOT NULL DEFAULT '',
        team_mode TEXT NOT NULL,
        language TEXT NOT NULL,
        team_context TEXT,
        param_need TEXT NOT NULL DEFAULT '[]',
        icon TEXT,
        user_code TEXT NOT NULL,
        sys_code TEXT,
        published TEXT NOT NULL DEFAULT 'false' CHECK (published IN ('true', 'false')),
        keep_start_rounds INTEGER NOT NULL DEFAULT 0,
        keep_end_rounds INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
    );
    await db.execute('CREATE INDEX apps_created ON apps (created_at)');
    await db.execute(
      `CREATE TABLE app_details (
        app_code TEXT NOT NULL REFERENCES apps (app_code) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        agent_name TEXT NOT NULL,
        node_id TEXT NOT NULL,
        resources TEXT NOT NULL DEFAULT '[]',
        prompt_template TEXT,
        llm_strategy TEXT,
        llm_strategy_value TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (app_code, position)
      )`,
    );
    await db.execute(
      `CREATE TABLE app_admins (
        app_code TEXT NOT NULL REFERENCES apps (app_code) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        PRIMARY KEY (app_code, user_id)
      )`,
    );
    await db.execute(
      `CREATE TABLE app_collections (
        app_code TEXT NOT NULL REFERENCES apps (app_code) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (app_code, user_id)
      )`,
    );
    await db.execute('CREATE INDEX app_collections_user ON app_collections (user_id)');
    await db.execute(
      `CREATE TABLE app_recent_uses (
        app_code TEXT NOT NULL REFERENCES apps (app_code) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        used_at TEXT NOT NULL,
        PRIMARY KEY (app_code, user_id)
      )`,
    );
    await db.execute('CREATE INDEX app_recent_uses_user ON app_recent_uses (user_id, used_at)');
    await db.execute('CREATE INDEX conversations_app_code ON conversations (app_code)');
  },
};
