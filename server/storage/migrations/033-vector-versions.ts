import type { Migration } from '../migration';

/**
 * A counter of changes to a space's vectors, bumped with each change: an instance holding the vectors in
 * memory (PostgreSQL has no vector index here) knows from it when its copy is stale.
 */
export const vectorVersionsMigration: Migration = {
  id: 33,
  name: 'vector-versions',
  async up(db) {
    await db.execute('ALTER TABLE knowledge_spaces ADD COLUMN vectors_version BIGINT NOT NULL DEFAULT 0');
  },
};
