import type { Migration } from '../migration';

/**
 * When a hub was last refreshed, by any instance: each instance keeps its own clone and index, and re-reads
 * a hub whose refresh it has not caught up with, so a refresh on one instance shows on all.
 */
export const hubRefreshesMigration: Migration = {
  id: 32,
  name: 'hub-refreshes',
  async up(db) {
    await db.execute('ALTER TABLE hub_sources ADD COLUMN refreshed_at TEXT');
  },
};
