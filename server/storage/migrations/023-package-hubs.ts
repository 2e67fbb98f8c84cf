import type { Migration } from '../migration';

/**
 * The package hubs an administrator added (the built-in hub is not stored) and the packages installed from
 * any hub. A hub's token is stored sealed. `things` is the JSON list of what installing added
 * (`PackageThing[]`), handed back to the installer on uninstall.
 */
export const packageHubsMigration: Migration = {
  id: 23,
  name: 'package-hubs',
  async up(db) {
    await db.execute(
      `CREATE TABLE hub_sources (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        channel TEXT NOT NULL,
        url TEXT NOT NULL,
        branch TEXT,
        token_sealed TEXT,
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`,
    );
    await db.execute(
      `CREATE TABLE installed_packages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        resource_kind TEXT,
        version TEXT,
        hub TEXT NOT NULL,
        path TEXT NOT NULL,
        things TEXT NOT NULL,
        installed_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (type, name)
      )`,
    );
  },
};
