import type { Migration } from '../migration';

/**
 * A sync runs in the background, and may be resumed after a restart; its outcome (`result`) is written in
 * the language the sync was asked in, so the document remembers that language.
 */
export const knowledgeSyncMigration: Migration = {
  id: 9,
  name: 'knowledge-sync',
  async up(db) {
    await db.execute('ALTER TABLE knowledge_documents ADD COLUMN sync_language TEXT');
  },
};
