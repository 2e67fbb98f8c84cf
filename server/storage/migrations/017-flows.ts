import type { Migration } from '../migration';

/**
 * AWEL flows and their earlier definitions. `name` is unique (`^[a-zA-Z0-9_-]+$`, checked by the service);
 * `flow_data` and `variables` are JSON text. Every save copies the definition it replaces into
 * `flow_versions` under the next number of that flow, so a user can list and restore it. No
 * AUTOINCREMENT and no SQLite-only types, so the same statements run on PostgreSQL.
 */
export const flowsMigration: Migration = {
  id: 17,
  name: 'flows',
  async up(db) {
    await db.execute(
      `CREATE TABLE flows (
        uid TEXT PRIMARY KEY,
        dag_id TEXT NOT NULL,
        name TEXT NOT NULL UNIQUE,
        label TEXT NOT NULL,
        description TEXT,
        flow_data TEXT,
        flow_category TEXT NOT NULL,
        state TEXT NOT NULL,
        editable INTEGER NOT NULL,
        source TEXT NOT NULL,
        source_url TEXT,
        version TEXT NOT NULL,
        define_type TEXT NOT NULL,
        variables TEXT,
        user_code TEXT NOT NULL,
        sys_code TEXT,
        error_message TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      )`,
    );
    await db.execute('CREATE INDEX flows_updated ON flows (updated_at)');
    await db.execute(
      `CREATE TABLE flow_versions (
        flow_uid TEXT NOT NULL,
        version_no INTEGER NOT NULL,
        label TEXT NOT NULL,
        description TEXT,
        flow_data TEXT,
        flow_category TEXT NOT NULL,
        variables TEXT,
        saved_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (flow_uid, version_no)
      )`,
    );
  },
};
