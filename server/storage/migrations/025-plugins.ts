import type { Migration } from '../migration';

/**
 * Installed plugins (contract 10.A): tools an agent can call, installed for one user or (owner '') for
 * everyone. `definition` is the tool's JSON without its secrets; `secrets` holds the HTTP headers and MCP
 * headers and environment sealed by the server's secret box (null when it has none). The empty owner stands
 * for "everyone" so the unique index holds on SQLite and PostgreSQL alike.
 */
export const pluginsMigration: Migration = {
  id: 25,
  name: 'plugins',
  async up(db) {
    await db.execute(
      `CREATE TABLE plugins (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        owner TEXT NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        type TEXT NOT NULL,
        version TEXT,
        description TEXT,
        file_name TEXT,
        source TEXT NOT NULL,
        definition TEXT NOT NULL,
        secrets TEXT,
        installed_by TEXT NOT NULL,
        use_count INTEGER NOT NULL DEFAULT 0,
        succ_count INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      )`,
    );
    await db.execute('CREATE UNIQUE INDEX plugins_owner_name ON plugins (owner, name)');
  },
};
