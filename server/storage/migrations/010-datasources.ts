import type { Migration } from '../migration';

/**
 * Datasources (contract section 8) and the schema profile each refresh stores. `display_name` is the
 * unique, user-chosen name (DB-GPT keys on `db_name`, so two `sales` databases cannot coexist there).
 * `params` is JSON without the password; the password is sealed with the server's secret box.
 * No foreign keys are enforced by this store: deleting a datasource deletes its profile explicitly.
 */
export const datasourcesMigration: Migration = {
  id: 10,
  name: 'datasources',
  async up(db) {
    await db.execute(
      `CREATE TABLE datasources (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        type TEXT NOT NULL,
        db_name TEXT NOT NULL,
        display_name TEXT NOT NULL UNIQUE,
        params TEXT NOT NULL,
        password_sealed TEXT,
        description TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
    );
    await db.execute('CREATE INDEX datasources_type ON datasources (type)');
    await db.execute(
      `CREATE TABLE datasource_schemas (
        datasource_id INTEGER PRIMARY KEY,
        profile TEXT NOT NULL,
        refreshed_at TEXT NOT NULL
      )`,
    );
  },
};
