import type { Migration } from '../migration';

/**
 * The conversation list reads one owner's started conversations (a first question asked), newest first.
 * A partial index holds exactly those, in that order, so conversations opened and never used (every
 * "new chat" stores one) are not walked over; read backwards it gives `created_at DESC, rowid DESC` without
 * a sort. It replaces the plain owner index.
 */
export const conversationListIndexMigration: Migration = {
  id: 6,
  name: 'conversation-list-index',
  async up(db) {
    await db.execute(
      `CREATE INDEX conversations_owner_started
       ON conversations (user_id, created_at) WHERE summary <> ''`,
    );
    await db.execute('DROP INDEX IF EXISTS conversations_user_created');
  },
};
