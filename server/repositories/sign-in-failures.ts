import type { Database } from '../storage/db';

/** A failure count whose window has not ended. */
export interface FailureWindow {
  key: string;
  failures: number;
  resetsAt: number;
}

/** Failed sign-in counts in fixed windows, shared by every server instance on the database. */
export interface SignInFailureRepository {
  /** The windows of `keys` still open at `now`. */
  open(keys: readonly string[], now: number): Promise<FailureWindow[]>;
  /** Adds one failure to each key atomically (a new window when none is open) and drops ended windows. */
  count(keys: readonly string[], now: number, windowMs: number): Promise<void>;
  clear(keys: readonly string[]): Promise<void>;
}

interface FailureRow {
  key: string;
  failures: number | string;
  resets_at: number | string;
}

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

export function createSignInFailureRepository(db: Database): SignInFailureRepository {
  return {
    async open(keys, now) {
      if (keys.length === 0) return [];
      const rows = await db.query<FailureRow>(
        `SELECT key, failures, resets_at FROM sign_in_failures
         WHERE key IN (${placeholders(keys.length)}) AND resets_at > ?`,
        [...keys, now],
      );
      // PostgreSQL returns BIGINT as text.
      return rows.map((row) => ({
        key: row.key,
        failures: Number(row.failures),
        resetsAt: Number(row.resets_at),
      }));
    },
    async count(keys, now, windowMs) {
      // One upsert per key: the increment happens in the database, so instances counting at once lose none.
      const upserts = keys.map((key) => ({
        sql: `INSERT INTO sign_in_failures (key, failures, resets_at) VALUES (?, 1, ?)
              ON CONFLICT (key) DO UPDATE SET
                failures = CASE WHEN sign_in_failures.resets_at > ? THEN sign_in_failures.failures + 1 ELSE 1 END,
                resets_at = CASE WHEN sign_in_failures.resets_at > ? THEN sign_in_failures.resets_at
                                 ELSE excluded.resets_at END`,
        params: [key, now + windowMs, now, now],
      }));
      await db.batch([
        { sql: 'DELETE FROM sign_in_failures WHERE resets_at <= ?', params: [now] },
        ...upserts,
      ]);
    },
    async clear(keys) {
      if (keys.length === 0) return;
      await db.execute(`DELETE FROM sign_in_failures WHERE key IN (${placeholders(keys.length)})`, [...keys]);
    },
  };
}
