import type { Migration } from '../migration';

/**
 * Datasources get an owner (the account or user id that added them) and a visibility (`private` or
 * `public`, shared with everyone for use). Rows from before keep working for everyone: they become `public`
 * with no owner, so only administrators change them.
 */
export const datasourceOwnersMigration: Migration = {
  id: 27,
  name: 'datasource-owners',
  async up(db) {
    await db.execute('ALTER TABLE datasources ADD COLUMN owner TEXT');
    await db.execute("ALTER TABLE datasources ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public'");
    await db.execute('CREATE INDEX datasources_owner ON datasources (owner)');
  },
};
