import type Libsql from 'libsql';
import type { SqlParams } from './db';
import { StatementCache, storedRows } from './statement-cache';

/** A read's columns and its rows as arrays of values, integers as bigint, blobs as ArrayBuffer. */
export interface ReadResult {
  columns: readonly string[];
  rows: readonly (readonly unknown[])[];
}

interface PreparedRead {
  statement: Libsql.Statement;
  columns: string[];
}

/** Only plain SELECTs: a write here would bypass the group commit and wait for its lock on this thread. */
const PLAIN_SELECT = /^\s*SELECT\b/i;

/**
 * Reads on a connection of their own that keeps each statement prepared, with its columns: preparing a
 * statement and asking its columns cost more than running it, and `@libsql/client` does both on every
 * call. Under a burst of chats those were a quarter of the server's time before the model was asked.
 * In WAL mode each read sees every write committed before it began, as on any other connection.
 */
export class CachedReads {
  private constructor(private readonly statements: StatementCache<PreparedRead | null>) {}

  /** A reader for the SQLite file, or undefined for a database only one connection can see (in memory). */
  static open(filePath: string, busyTimeoutMs: number): CachedReads | undefined {
    const statements = StatementCache.open<PreparedRead | null>(filePath, busyTimeoutMs);
    return statements && new CachedReads(statements);
  }

  private prepared(sql: string): PreparedRead | null {
    return this.statements.entry(sql, (connection) => {
      if (!PLAIN_SELECT.test(sql)) return null;
      const statement = connection.prepare(sql);
      if (!statement.reader) return null;
      statement.raw(true).safeIntegers(true);
      return { statement, columns: statement.columns().map((column) => column.name) };
    });
  }

  /** The rows of a plain SELECT, or undefined for any other statement (the caller runs it elsewhere). */
  read(sql: string, params: SqlParams | undefined): ReadResult | undefined {
    const prepared = this.prepared(sql);
    if (!prepared) return undefined;
    const rows = this.statements.run(sql, () => storedRows(prepared.statement, params));
    return { columns: prepared.columns, rows };
  }

  /** After a committed change of the schema a statement's columns may differ: prepare everything again. */
  forgetStatements(): void {
    this.statements.forgetStatements();
  }

  close(): void {
    this.statements.close();
  }
}
