import type Libsql from 'libsql';
import type { Statement } from './db';
import { boundParams } from './sqlite-values';
import { StatementCache, storedRows } from './statement-cache';

/** A statement that changes the schema runs once; keeping it prepared would only hold the old schema. */
const SCHEMA_CHANGE = /^\s*(CREATE|ALTER|DROP)\b/i;

/** What a write answered, as `@libsql/client` answers it: `RETURNING` rows by position, or the changes. */
export interface WriteResult {
  columns: readonly string[];
  rows: readonly ArrayLike<unknown>[];
  rowsAffected: number;
  lastInsertRowid: bigint | undefined;
}

/** Where the group commit runs its writes: one statement alone, or several in one write transaction. */
export interface WriteConnection {
  execute(statement: Statement): Promise<WriteResult> | WriteResult;
  batch(statements: readonly Statement[]): Promise<WriteResult[]> | WriteResult[];
}

interface PreparedWrite {
  statement: Libsql.Statement;
  /** The columns of a statement that answers rows (`RETURNING`); null for one that only changes. */
  columns: string[] | null;
}

/**
 * Writes on a connection of their own that keeps each statement prepared: `@libsql/client` prepares the
 * statement, asks its columns twice and probes it with a throw on every call, which under a burst of
 * chats (a question stored per chat) cost more than running it. Answers as `@libsql/client` does, so
 * callers cannot tell the two apart.
 */
export class PreparedWrites implements WriteConnection {
  private readonly begin: Libsql.Statement;
  private readonly commit: Libsql.Statement;

  private constructor(private readonly statements: StatementCache<PreparedWrite>) {
    this.begin = statements.connection.prepare('BEGIN IMMEDIATE');
    this.commit = statements.connection.prepare('COMMIT');
  }

  /** A writer for the SQLite file, or undefined for a database only one connection can see (in memory). */
  static open(filePath: string, busyTimeoutMs: number): PreparedWrites | undefined {
    const statements = StatementCache.open<PreparedWrite>(filePath, busyTimeoutMs);
    if (!statements) return undefined;
    // A connection's own setting, not the file's: as on the client's connection (see openSqliteDatabase),
    // a commit appends to the WAL without waiting for the disk; only checkpoints sync.
    statements.connection.pragma('synchronous = NORMAL');
    return new PreparedWrites(statements);
  }

  private prepared(sql: string): PreparedWrite {
    return this.statements.entry(
      sql,
      (connection) => {
        const statement = connection.prepare(sql).safeIntegers(true);
        const columns = statement.reader
          ? statement
              .raw(true)
              .columns()
              .map((column) => column.name)
          : null;
        return { statement, columns };
      },
      !SCHEMA_CHANGE.test(sql),
    );
  }

  execute({ sql, params }: Statement): WriteResult {
    const { statement, columns } = this.prepared(sql);
    return this.statements.run(sql, () => {
      if (columns) {
        // As `@libsql/client` answers a statement that returns rows: no count of changes.
        return { columns, rows: storedRows(statement, params), rowsAffected: 0, lastInsertRowid: undefined };
      }
      const info = statement.run(...boundParams(params));
      return {
        columns: [],
        rows: [],
        rowsAffected: info.changes,
        lastInsertRowid: BigInt(info.lastInsertRowid),
      };
    });
  }

  batch(statements: readonly Statement[]): WriteResult[] {
    this.begin.run();
    try {
      const results = statements.map((statement) => this.execute(statement));
      this.commit.run();
      return results;
    } catch (error) {
      if (this.statements.connection.inTransaction) this.statements.connection.exec('ROLLBACK');
      throw error;
    }
  }

  /** After a committed change of the schema a statement's columns may differ: prepare everything again. */
  forgetStatements(): void {
    this.statements.forgetStatements();
  }

  close(): void {
    this.statements.close();
  }
}
