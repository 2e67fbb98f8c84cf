import type { Database } from '../storage/db';

/** Who manages an app besides its owner, who collected it, who used it lately. */
export interface AppMemberRepository {
  admins(appCode: string): Promise<string[]>;
  setAdmins(appCode: string, userIds: readonly string[]): Promise<void>;
  /** Idempotent: collecting an app twice keeps one row. */
  collect(appCode: string, userId: string): Promise<void>;
  uncollect(appCode: string, userId: string): Promise<void>;
  /** Forgets the collections of everybody but `keep` (an unpublished app leaves the others' favourites). */
  dropCollectionsExcept(appCode: string, keep: readonly string[]): Promise<void>;
  recordUse(appCode: string, userId: string): Promise<void>;
}

export function createAppMemberRepository(db: Database): AppMemberRepository {
  return {
    async admins(appCode) {
      const rows = await db.query<{ user_id: string }>(
        'SELECT user_id FROM app_admins WHERE app_code = ? ORDER BY user_id',
        [appCode],
      );
      return rows.map((row) => row.user_id);
    },
    async setAdmins(appCode, userIds) {
      await db.batch([
        { sql: 'DELETE FROM app_admins WHERE app_code = ?', params: [appCode] },
        ...[...new Set(userIds)].map((userId) => ({
          sql: 'INSERT INTO app_admins (app_code, user_id) VALUES (?, ?)',
          params: [appCode, userId],
        })),
      ]);
    },
    async collect(appCode, userId) {
      await db.execute(
        `INSERT INTO app_collections (app_code, user_id, created_at) VALUES (?, ?, ?)
         ON CONFLICT (app_code, user_id) DO NOTHING`,
        [appCode, userId, new Date().toISOString()],
      );
    },
    async uncollect(appCode, userId) {
      await db.execute('DELETE FROM app_collections WHERE app_code = ? AND user_id = ?', [appCode, userId]);
    },
    async dropCollectionsExcept(appCode, keep) {
      const others = keep.length > 0 ? ` AND user_id NOT IN (${keep.map(() => '?').join(', ')})` : '';
      await db.execute(`DELETE FROM app_collections WHERE app_code = ?${others}`, [appCode, ...keep]);
    },
    async recordUse(appCode, userId) {
      await db.execute(
        `INSERT INTO app_recent_uses (app_code, user_id, used_at) VALUES (?, ?, ?)
         ON CONFLICT (app_code, user_id) DO UPDATE SET used_at = excluded.used_at`,
        [appCode, userId, nextUseStamp()],
      );
    },
  };
}

let lastUseMs = 0;

/**
 * The time of a use, later than every earlier one: two chats started within the same millisecond still
 * list in the order they were started ("recently used" sorts by this).
 */
function nextUseStamp(): string {
  lastUseMs = Math.max(Date.now(), lastUseMs + 1);
  return new Date(lastUseMs).toISOString();
}
