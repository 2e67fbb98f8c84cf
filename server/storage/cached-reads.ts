import Libsql from 'libsql';
import type { SqlParams } from './db';
import { boundParams, fromStored } from './sqlite-values';

/** Enough for every statement the repositories read with; the rare ones built on the fly come and go. */
const MAX_STATEMENTS = 500;

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
  private readonly statements = new Map<string, PreparedRead | null>();
  /** A statement prepared right after another connection changed the schema would see the old one. */
  private schemaStale = false;

  private constructor(private readonly connection: Libsql.Database) {}

  /** A reader for the SQLite file, or undefined for a database only one connection can see (in memory). */
  static open(filePath: string, busyTimeoutMs: number): CachedReads | undefined {
    if (filePath === ':memory:' || filePath === '' || filePath.includes('mode=memory')) return undefined;
    return new CachedReads(new Libsql(filePath, { timeout: busyTimeoutMs }));
  }

  private prepared(sql: string): PreparedRead | null {
    const known = this.statements.get(sql);
    if (known !== undefined) return known;
    let prepared: PreparedRead | null = null;
    if (this.schemaStale) {
      // Running a statement on the schema table makes the connection read the schema again.
      this.connection.prepare('SELECT 1 FROM sqlite_schema LIMIT 1').all();
      this.schemaStale = false;
    }
    if (PLAIN_SELECT.test(sql)) {
      const statement = this.connection.prepare(sql);
      if (statement.reader) {
        statement.raw(true).safeIntegers(true);
        prepared = { statement, columns: statement.columns().map((column) => column.name) };
      }
    }
    if (this.statements.size >= MAX_STATEMENTS) this.statements.clear();
    this.statements.set(sql, prepared);
    return prepared;
  }

  /** The rows of a plain SELECT, or undefined for any other statement (the caller runs it elsewhere). */
  read(sql: string, params: SqlParams | undefined): ReadResult | undefined {
    const prepared = this.prepared(sql);
    if (!prepared) return undefined;
    let rows: unknown[][];
    try {
      rows = prepared.statement.all(...boundParams(params)) as unknown[][];
    } catch (error) {
      // Not kept: a statement that failed midway is prepared afresh next time.
      this.statements.delete(sql);
      throw error;
    }
    for (const row of rows)
      for (let index = 0; index < row.length; index += 1) row[index] = fromStored(row[index]);
    return { columns: prepared.columns, rows };
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
