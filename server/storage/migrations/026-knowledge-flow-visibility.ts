import type { Migration } from '../migration';

/**
 * Who else may see and use a knowledge space or a flow (issue 26): `private` (its owner and administrators)
 * or `public` (everyone signed in may use it, never change it). Rows from before are `public` so that an
 * upgrade hides nothing; the server stores `private` for new ones unless the request asks otherwise.
 */
export const knowledgeFlowVisibilityMigration: Migration = {
  id: 26,
  name: 'knowledge-flow-visibility',
  async up(db) {
    await db.execute(`ALTER TABLE knowledge_spaces ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public'`);
    await db.execute(`ALTER TABLE flows ADD COLUMN visibility TEXT NOT NULL DEFAULT 'public'`);
  },
};
