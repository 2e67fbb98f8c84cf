import Libsql from 'libsql';
import type { SqlParams } from './db';
import { boundParams, fromStored } from './sqlite-values';

/** Enough for every statement the repositories run; the rare ones built on the fly come and go. */
const MAX_STATEMENTS = 500;

/**
 * A connection of our own to the SQLite file that keeps what it prepared, by SQL text (see CachedReads and
 * PreparedWrites): `@libsql/client` prepares a statement and asks its columns on every call, which under a
 * burst of chats cost more than running it.
 */
export class StatementCache<Entry> {
  private readonly entries = new Map<string, Entry>();
  /** A statement prepared right after another connection changed the schema would see the old one. */
  private schemaStale = false;

  private constructor(readonly connection: Libsql.Database) {}

  /** A connection to the file, or undefined for a database only one connection can see (in memory). */
  static open<Entry>(filePath: string, busyTimeoutMs: number): StatementCache<Entry> | undefined {
    if (filePath === ':memory:' || filePath === '' || filePath.includes('mode=memory')) return undefined;
    return new StatementCache<Entry>(new Libsql(filePath, { timeout: busyTimeoutMs }));
  }

  /** The entry kept for `sql`, or the one `prepare` makes, kept unless `keep` says otherwise. */
  entry(sql: string, prepare: (connection: Libsql.Database) => Entry, keep = true): Entry {
    const known = this.entries.get(sql);
    if (known !== undefined) return known;
    if (this.schemaStale) {
      // Running a statement on the schema table makes the connection read the schema again.
      this.connection.prepare('SELECT 1 FROM sqlite_schema LIMIT 1').all();
      this.schemaStale = false;
    }
    const made = prepare(this.connection);
    if (this.entries.size >= MAX_STATEMENTS) this.entries.clear();
    if (keep) this.entries.set(sql, made);
    return made;
  }

  /** Runs `work` on the entry; a statement that failed midway is prepared afresh next time. */
  run<T>(sql: string, work: () => T): T {
    try {
      return work();
    } catch (error) {
      this.entries.delete(sql);
      throw error;
    }
  }

  /** After a committed change of the schema a statement's columns may differ: prepare everything again. */
  forgetStatements(): void {
    this.entries.clear();
    this.schemaStale = true;
  }

  close(): void {
    this.entries.clear();
    this.connection.close();
  }
}

/** A statement's rows as `@libsql/client` answers them: arrays of values, blobs as ArrayBuffer. */
export function storedRows(statement: Libsql.Statement, params: SqlParams | undefined): unknown[][] {
  const rows = statement.all(...boundParams(params)) as unknown[][];
  for (const row of rows)
    for (let index = 0; index < row.length; index += 1) row[index] = fromStored(row[index]);
  return rows;
}
