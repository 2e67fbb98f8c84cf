import type { Queryable } from '../storage/db';

/** An embed link as stored: its signature is not, it is recomputed from these fields. */
export interface StoredEmbedLink {
  id: string;
  appCode: string;
  createdBy: string;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
}

export interface EmbedLinkRepository {
  create(link: Omit<StoredEmbedLink, 'revokedAt'>): Promise<void>;
  find(id: string): Promise<StoredEmbedLink | null>;
  /** One app's links, newest first. */
  listForApp(appCode: string): Promise<StoredEmbedLink[]>;
  /** False when the link is unknown or was revoked already. */
  revoke(id: string, at: string): Promise<boolean>;
}

interface EmbedLinkRow {
  id: string;
  app_code: string;
  created_by: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
}

const toLink = (row: EmbedLinkRow): StoredEmbedLink => ({
  id: row.id,
  appCode: row.app_code,
  createdBy: row.created_by,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  revokedAt: row.revoked_at,
});

const SELECT = 'SELECT id, app_code, created_by, created_at, expires_at, revoked_at FROM embed_links';

export function createEmbedLinkRepository(db: Queryable): EmbedLinkRepository {
  return {
    async create(link) {
      await db.execute(
        `INSERT INTO embed_links (id, app_code, created_by, created_at, expires_at, revoked_at)
         VALUES (?, ?, ?, ?, ?, NULL)`,
        [link.id, link.appCode, link.createdBy, link.createdAt, link.expiresAt],
      );
    },

    async find(id) {
      const rows = await db.query<EmbedLinkRow>(`${SELECT} WHERE id = ?`, [id]);
      return rows.map(toLink)[0] ?? null;
    },

    async listForApp(appCode) {
      const rows = await db.query<EmbedLinkRow>(`${SELECT} WHERE app_code = ? ORDER BY created_at DESC, id`, [
        appCode,
      ]);
      return rows.map(toLink);
    },

    async revoke(id, at) {
      const result = await db.execute(
        'UPDATE embed_links SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
        [at, id],
      );
      return result.rowsAffected === 1;
    },
  };
}
