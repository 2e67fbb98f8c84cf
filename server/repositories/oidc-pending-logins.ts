import type { Database } from '../storage/db';

/** A pending OIDC sign-in as stored: its checks and return path as JSON text. */
export interface StoredPendingLogin {
  id: string;
  login: string;
  expiresAt: number;
}

/** OIDC sign-ins sent to the provider and not back yet, shared by every instance on the database. */
export interface OidcPendingLoginRepository {
  /** Stores the sign-in, dropping those expired at `now` and the oldest beyond `max`. */
  add(login: StoredPendingLogin, now: number, max: number): Promise<void>;
  /** Removes and returns the sign-in of `id` when it has not expired: a second take (a replay) gets null. */
  take(id: string, now: number): Promise<string | null>;
}

export function createOidcPendingLoginRepository(db: Database): OidcPendingLoginRepository {
  return {
    async add(login, now, max) {
      await db.batch([
        { sql: 'DELETE FROM oidc_pending_logins WHERE expires_at <= ?', params: [now] },
        {
          // LIMIT 1 OFFSET is portable (SQLite has no LIMIT ALL, PostgreSQL no LIMIT -1).
          sql: `DELETE FROM oidc_pending_logins WHERE expires_at <= (
                  SELECT expires_at FROM oidc_pending_logins ORDER BY expires_at DESC LIMIT 1 OFFSET ?)`,
          params: [max - 1],
        },
        {
          sql: 'INSERT INTO oidc_pending_logins (id, login, expires_at) VALUES (?, ?, ?)',
          params: [login.id, login.login, login.expiresAt],
        },
      ]);
    },
    async take(id, now) {
      // One statement: of two instances taking the same id at once, only one gets the row.
      const rows = await db.query<{ login: string; expires_at: number | string }>(
        'DELETE FROM oidc_pending_logins WHERE id = ? RETURNING login, expires_at',
        [id],
      );
      const row = rows[0];
      return row !== undefined && Number(row.expires_at) > now ? row.login : null;
    },
  };
}
