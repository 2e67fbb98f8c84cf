import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  createClient,
  type Client,
  type InArgs,
  type InStatement,
  type ResultSet,
  type Transaction,
} from '@libsql/client';
import type {
  Database,
  ExecuteResult,
  Queryable,
  SqlParams,
  SqlValue,
  Statement,
  StatementResult,
} from './db';
import { GroupCommit } from './group-commit';

/** How long a statement waits for another connection's lock before failing with SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000;

function isPositional(params: SqlParams): params is readonly SqlValue[] {
  return Array.isArray(params);
}

function toArgs(params: SqlParams | undefined): InArgs {
  if (params === undefined) return [];
  return isPositional(params) ? [...params] : { ...params };
}

function rowsOf<T extends object>(result: ResultSet): T[] {
  // libsql rows are array-like objects that also carry named columns; copy the named part only.
  return result.rows.map((row) => {
    const record: Record<string, unknown> = {};
    result.columns.forEach((column, index) => {
      record[column] = row[index];
    });
    return record as T;
  });
}

function executeResultOf(result: ResultSet): ExecuteResult {
  return { rowsAffected: result.rowsAffected, lastInsertRowid: result.lastInsertRowid };
}

function statementResultOf(result: ResultSet): StatementResult {
  return { rows: rowsOf(result), ...executeResultOf(result) };
}

function toStatement({ sql, params }: Statement): InStatement {
  return { sql, args: toArgs(params) };
}

function queryableOf(target: Client | Transaction): Queryable {
  return {
    async query<T extends object>(sql: string, params?: SqlParams) {
      return rowsOf<T>(await target.execute({ sql, args: toArgs(params) }));
    },
    async execute(sql: string, params?: SqlParams) {
      return executeResultOf(await target.execute({ sql, args: toArgs(params) }));
    },
  };
}

/** Opens (creating when needed) the SQLite file behind a `file:` URL, in WAL mode. */
export async function openSqliteDatabase(fileUrl: string): Promise<Database> {
  const filePath = fileUrl.slice('file:'.length);
  await mkdir(path.dirname(filePath), { recursive: true });
  const client = createClient({ url: `file:${filePath}`, timeout: BUSY_TIMEOUT_MS });
  // WAL is a property of the file, so setting it once covers every pooled connection.
  await client.execute('PRAGMA journal_mode = WAL');
  const queryable = queryableOf(client);
  // Writes outside a transaction are committed in groups (see GroupCommit); reads go straight through.
  const writes = new GroupCommit(client);

  return {
    dialect: 'sqlite',
    query: queryable.query,
    async execute(sql, params) {
      const [result] = await writes.run([toStatement({ sql, params })]);
      return executeResultOf(result);
    },
    async batch(statements) {
      const results = await writes.run(statements.map(toStatement));
      return results.map(statementResultOf);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = await client.transaction('write');
      try {
        const result = await fn(queryableOf(tx));
        await tx.commit();
        return result;
      } catch (error) {
        // Keep the caller's error; a failed rollback only means the connection is already gone.
        await tx.rollback().catch(() => undefined);
        throw error;
      } finally {
        tx.close();
      }
    },
    async close() {
      await writes.drain();
      client.close();
    },
  };
}
