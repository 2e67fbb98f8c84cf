import type { Migration } from '../migration';

/**
 * Flow variables (contract 3.10–3.11): a value stored under `key` and `name`, referenced by flow nodes
 * as `${key:name@scope:scope_key}`. `value` is JSON text, or for `category = 'secret'` the JSON text sealed
 * by the server's secret box. One variable per identity; empty text stands for "none" in the unique
 * index so that NULLs do not slip past it, on SQLite and PostgreSQL alike.
 */
export const flowVariablesMigration: Migration = {
  id: 19,
  name: 'flow-variables',
  async up(db) {
    await db.execute(
      `CREATE TABLE flow_variables (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        var_key TEXT NOT NULL,
        name TEXT NOT NULL,
        label TEXT NOT NULL,
        description TEXT,
        value_type TEXT NOT NULL,
        category TEXT NOT NULL,
        scope TEXT NOT NULL,
        scope_key TEXT,
        value TEXT NOT NULL,
        enabled INTEGER NOT NULL,
        user_name TEXT,
        sys_code TEXT,
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
    );
    await db.execute(
      `CREATE UNIQUE INDEX flow_variables_identity ON flow_variables
        (var_key, name, scope, COALESCE(scope_key, ''), COALESCE(sys_code, ''), COALESCE(user_name, ''))`,
    );
    await db.execute('CREATE INDEX flow_variables_updated ON flow_variables (var_key, updated_at)');
  },
};
