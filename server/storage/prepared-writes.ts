import Libsql from 'libsql';
import type { Statement } from './db';
import { boundParams, fromStored } from './sqlite-values';

/** Enough for every statement the repositories write with; the rare ones built on the fly come and go. */
const MAX_STATEMENTS = 500;

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
  private readonly statements = new Map<string, PreparedWrite>();
  private readonly begin: Libsql.Statement;
  private readonly commit: Libsql.Statement;
  /** A statement prepared right after another connection changed the schema would see the old one. */
  private schemaStale = false;

  private constructor(private readonly connection: Libsql.Database) {
    this.begin = connection.prepare('BEGIN IMMEDIATE');
    this.commit = connection.prepare('COMMIT');
  }

  /** A writer for the SQLite file, or undefined for a database only one connection can see (in memory). */
  static open(filePath: string, busyTimeoutMs: number): PreparedWrites | undefined {
    if (filePath === ':memory:' || filePath === '' || filePath.includes('mode=memory')) return undefined;
    const connection = new Libsql(filePath, { timeout: busyTimeoutMs });
    // A connection's own setting, not the file's: as on the client's connection (see openSqliteDatabase),
    // a commit appends to the WAL without waiting for the disk; only checkpoints sync.
    connection.pragma('synchronous = NORMAL');
    return new PreparedWrites(connection);
  }

  private prepared(sql: string): PreparedWrite {
    const known = this.statements.get(sql);
    if (known) return known;
    if (this.schemaStale) {
      // Running a statement on the schema table makes the connection read the schema again.
      this.connection.prepare('SELECT 1 FROM sqlite_schema LIMIT 1').all();
      this.schemaStale = false;
    }
    const statement = this.connection.prepare(sql).safeIntegers(true);
    const columns = statement.reader
      ? statement
          .raw(true)
          .columns()
          .map((column) => column.name)
      : null;
    if (this.statements.size >= MAX_STATEMENTS) this.statements.clear();
    const prepared = { statement, columns };
    if (!SCHEMA_CHANGE.test(sql)) this.statements.set(sql, prepared);
    return prepared;
  }

  execute({ sql, params }: Statement): WriteResult {
    const { statement, columns } = this.prepared(sql);
    try {
      if (columns) {
        const rows = statement.all(...boundParams(params)) as unknown[][];
        for (const row of rows)
          for (let index = 0; index < row.length; index += 1) row[index] = fromStored(row[index]);
        // As `@libsql/client` answers a statement that returns rows: no count of changes.
        return { columns, rows, rowsAffected: 0, lastInsertRowid: undefined };
      }
      const info = statement.run(...boundParams(params));
      return {
        columns: [],
        rows: [],
        rowsAffected: info.changes,
        lastInsertRowid: BigInt(info.lastInsertRowid),
      };
    } catch (error) {
      // Not kept: a statement that failed midway is prepared afresh next time.
      this.statements.delete(sql);
      throw error;
    }
  }

  batch(statements: readonly Statement[]): WriteResult[] {
    this.begin.run();
    try {
      const results = statements.map((statement) => this.execute(statement));
      this.commit.run();
      return results;
    } catch (error) {
      if (this.connection.inTransaction) this.connection.exec('ROLLBACK');
      throw error;
    }
  }

  /** After a committed change of the schema a statement's columns may differ: prepare everything again. */
  forgetStatements(): void {
    this.statements.clear();
    this.schemaStale = true;
  }

  close(): void {
    this.statements.clear();
    this.connection.close();
  }
}
