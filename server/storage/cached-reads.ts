import Libsql from 'libsql';
import type { SqlParams, SqlValue } from './db';

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

/** How `@libsql/client` hands a value to SQLite; the reads here bind exactly as it would. */
function toBound(value: SqlValue): unknown {
  if (typeof value === 'boolean') return value ? 1n : 0n;
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments');
  return value;
}

/** A blob as `@libsql/client` answers it: an ArrayBuffer of the blob's bytes. */
function fromStored(value: unknown): unknown {
  if (!(value instanceof Uint8Array)) return value;
  const { buffer, byteOffset, byteLength } = value;
  return byteOffset === 0 && byteLength === buffer.byteLength
    ? buffer
    : buffer.slice(byteOffset, byteOffset + byteLength);
}

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
      rows = (
        params === undefined
          ? prepared.statement.all()
          : Array.isArray(params)
            ? prepared.statement.all(...(params as readonly SqlValue[]).map(toBound))
            : prepared.statement.all(
                Object.fromEntries(
                  Object.entries(params).map(([name, value]) => [name.replace(/^[@$:]/, ''), toBound(value)]),
                ),
              )
      ) as unknown[][];
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
