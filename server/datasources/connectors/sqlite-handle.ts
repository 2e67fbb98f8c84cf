import sqlite3 from 'sqlite3';
import {
  ConnectorError,
  ENGINE_MEMORY_LIMIT_MB,
  RESULT_BYTE_LIMIT,
  rowBytes,
  type ConnectorFailure,
} from './connector';
import type { Deadline } from './bounded-query';

/**
 * SQLite datasources open through node-sqlite3, whose SQLite has no file functions (`readfile`, `writefile`,
 * `fsdir`, `edit`) and refuses `load_extension`. The handle itself refuses the rest, whoever wrote the SQL:
 * - no database may be attached (`ATTACH`, and `VACUUM INTO`, which attaches its target), so SQL never opens
 *   another file of the server;
 * - read-only datasources open the file read-only, with `query_only` (no temporary tables on disk either);
 * - one value is at most VALUE_BYTE_LIMIT, the library at most ENGINE_MEMORY_LIMIT_MB (`hard_heap_limit`,
 *   which counts every datasource connection together: this SQLite serves datasources only).
 * Statements run on Node's thread pool and are interrupted when the query's deadline comes.
 */
const VALUE_BYTE_LIMIT = 32 * 1024 * 1024;
const SQL_TEXT_LIMIT = 10 * 1024 * 1024;
/** How long a statement waits for another process's lock on the file. */
const BUSY_TIMEOUT_MS = 5_000;

export type SqliteRow = Record<string, unknown>;

function failureOf(error: unknown, deadline: Deadline, tooLarge: boolean): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const { code, message } = error as { code?: string; message?: string };
  const text = message ?? String(error);
  const reason: ConnectorFailure =
    code === 'SQLITE_INTERRUPT' && tooLarge
      ? 'resultTooLarge'
      : code === 'SQLITE_INTERRUPT' && deadline.expired
        ? 'timeout'
        : code === 'SQLITE_READONLY'
          ? 'readOnly'
          : code === 'SQLITE_NOMEM'
            ? 'memoryLimit'
            : 'queryFailed';
  return new ConnectorError(reason, text.replace(/^SQLITE_[A-Z_]+: /, ''), { cause: error });
}

export class SqliteHandle {
  private constructor(
    private readonly db: sqlite3.Database,
    private readonly deadline: Deadline,
  ) {}

  /** Opens an existing file (never creates one) and applies the limits above before any SQL of the caller. */
  static async open(file: string, allowWrites: boolean, deadline: Deadline): Promise<SqliteHandle> {
    const mode = allowWrites ? sqlite3.OPEN_READWRITE : sqlite3.OPEN_READONLY;
    const db = await new Promise<sqlite3.Database>((resolve, reject) => {
      const opened: sqlite3.Database = new sqlite3.Database(file, mode, (error) =>
        error ? reject(failureOf(error, deadline, false)) : resolve(opened),
      );
    });
    const handle = new SqliteHandle(db, deadline);
    deadline.onExpire(() => {
      try {
        db.interrupt();
      } catch {
        // Already closed: nothing runs any more.
      }
    });
    try {
      db.configure('limit', sqlite3.LIMIT_ATTACHED, 0);
      db.configure('limit', sqlite3.LIMIT_LENGTH, VALUE_BYTE_LIMIT);
      db.configure('limit', sqlite3.LIMIT_SQL_LENGTH, SQL_TEXT_LIMIT);
      db.configure('busyTimeout', BUSY_TIMEOUT_MS);
      await handle.rows(`PRAGMA hard_heap_limit = ${ENGINE_MEMORY_LIMIT_MB * 1024 * 1024}`);
      await handle.rows('PRAGMA trusted_schema = OFF');
      if (!allowWrites) await handle.rows('PRAGMA query_only = ON');
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }

  /**
   * Every row of the statement; past RESULT_BYTE_LIMIT of values the statement is stopped. node-sqlite3
   * reports a failing step to the row callback, possibly after the completion callback, and always before the
   * statement's finalize callback: the answer waits for completion and finalize both (or a failed prepare).
   */
  rows(sql: string): Promise<SqliteRow[]> {
    if (this.deadline.expired)
      return Promise.reject(new ConnectorError('timeout', 'the time limit had passed'));
    const rows: SqliteRow[] = [];
    let bytes = 0;
    let tooLarge = false;
    let failed: unknown = null;
    let completed = false;
    let finalized = false;
    let settled = false;
    return new Promise((resolve, reject) => {
      const settle = (prepareFailed = false) => {
        if (settled || !(prepareFailed || (completed && finalized))) return;
        settled = true;
        if (failed || tooLarge)
          reject(failureOf(failed ?? { code: 'SQLITE_INTERRUPT' }, this.deadline, tooLarge));
        else resolve(rows);
      };
      const statement = this.db.prepare(sql, (error) => {
        if (!error) return;
        failed = error;
        settle(true);
      });
      statement.each<SqliteRow>(
        (error, row) => {
          if (error) failed ??= error;
          if (failed || tooLarge) return;
          bytes += rowBytes(Object.values(row));
          if (bytes > RESULT_BYTE_LIMIT) {
            tooLarge = true;
            rows.length = 0;
            this.db.interrupt();
            return;
          }
          rows.push(row);
        },
        (error) => {
          if (error) failed ??= error;
          completed = true;
          settle();
        },
      );
      statement.finalize(() => {
        finalized = true;
        settle();
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.db.close(() => resolve()));
  }
}
