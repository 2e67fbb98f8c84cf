import type { Migration } from '../migration';

/**
 * Embed links of apps: a signed token (`<id>.<signature>`) opens one app's chat for visitors of another
 * site. The signature is not stored: it is recomputed from the row and the server's secret key. Revoking
 * keeps the row (revoked_at) so the dialog can show it was revoked.
 */
export const embedLinksMigration: Migration = {
  id: 16,
  name: 'embed-links',
  async up(db) {
    await db.execute(
      `CREATE TABLE embed_links (
        id TEXT PRIMARY KEY,
        app_code TEXT NOT NULL,
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT,
        revoked_at TEXT
      )`,
    );
    await db.execute('CREATE INDEX embed_links_app ON embed_links (app_code)');
  },
};
