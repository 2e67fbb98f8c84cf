import type { Database } from '../storage/db';

export interface StoredAvatar {
  contentType: string;
  data: Uint8Array;
}

/** Avatar images, one per account; setting or removing one also versions the account's `avatar_url`. */
export interface AvatarRepository {
  find(accountId: string): Promise<StoredAvatar | null>;
  save(accountId: string, avatar: StoredAvatar): Promise<void>;
  remove(accountId: string): Promise<void>;
}

interface AvatarRow {
  content_type: string;
  data: ArrayBuffer | Uint8Array;
}

export function createAvatarRepository(db: Database): AvatarRepository {
  return {
    async find(accountId) {
      const [row] = await db.query<AvatarRow>(
        'SELECT content_type, data FROM account_avatars WHERE account_id = ?',
        [accountId],
      );
      if (row === undefined) return null;
      const data = row.data instanceof Uint8Array ? row.data : new Uint8Array(row.data);
      return { contentType: row.content_type, data };
    },

    async save(accountId, avatar) {
      const stamp = new Date().toISOString();
      await db.batch([
        {
          sql: `INSERT INTO account_avatars (account_id, content_type, data) VALUES (?, ?, ?)
            ON CONFLICT (account_id) DO UPDATE SET content_type = excluded.content_type, data = excluded.data`,
          params: [accountId, avatar.contentType, avatar.data],
        },
        {
          sql: 'UPDATE accounts SET avatar_updated_at = ?, updated_at = ? WHERE id = ?',
          params: [stamp, stamp, accountId],
        },
      ]);
    },

    async remove(accountId) {
      const stamp = new Date().toISOString();
      await db.batch([
        { sql: 'DELETE FROM account_avatars WHERE account_id = ?', params: [accountId] },
        {
          sql: 'UPDATE accounts SET avatar_updated_at = NULL, updated_at = ? WHERE id = ?',
          params: [stamp, accountId],
        },
      ]);
    },
  };
}
