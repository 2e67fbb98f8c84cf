import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type Client, type InArgs, type InStatement, type Transaction } from '@libsql/client';
import type {
  Database,
  ExecuteResult,
  Queryable,
  SqlParams,
  SqlValue,
  Statement,
  StatementResult,
  StorageOptions,
  UnreadableRow,
} from './db';
import { CachedReads } from './cached-reads';
import { GroupCommit } from './group-commit';
import { PreparedWrites, type WriteConnection, type WriteResult } from './prepared-writes';
import { readRows } from './read-rows';

/** How long a statement waits for another connection's lock before failing with SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5000;

function isPositional(params: SqlParams): params is readonly SqlValue[] {
  return Array.isArray(params);
}

function toArgs(params: SqlParams | undefined): InArgs {
  if (params === undefined) return [];
  return isPositional(params) ? [...params] : { ...params };
}

function executeResultOf(result: ExecuteResult): ExecuteResult {
  return { rowsAffected: result.rowsAffected, lastInsertRowid: result.lastInsertRowid };
}

function toStatement({ sql, params }: Statement): InStatement {
  return { sql, args: toArgs(params) };
}

const SCHEMA_CHANGE = /^\s*(CREATE|ALTER|DROP)\b/i;

function queryableOf(
  target: Client | Transaction,
  onUnreadable: (problem: UnreadableRow) => void,
  onSchemaChange: () => void = () => undefined,
): Queryable {
  return {
    async query<T extends object>(sql: string, params?: SqlParams) {
      return readRows<T>(await target.execute({ sql, args: toArgs(params) }), sql, onUnreadable);
    },
    async execute(sql: string, params?: SqlParams) {
      const result = executeResultOf(await target.execute({ sql, args: toArgs(params) }));
      if (SCHEMA_CHANGE.test(sql)) onSchemaChange();
      return result;
    },
  };
}

/** Writes through `@libsql/client`: for a database only its own connection can see (in memory). */
function clientWrites(client: Client): WriteConnection {
  return {
    execute: (statement) => client.execute(toStatement(statement)),
    batch: (statements) => client.batch(statements.map(toStatement), 'write'),
  };
}

/** A plain SELECT from the cached reads, or undefined when it is another statement or failed there. */
function cachedRead(reads: CachedReads | undefined, sql: string, params: SqlParams | undefined) {
  if (!reads) return undefined;
  try {
    return reads.read(sql, params);
  } catch {
    // The client runs it again and reports the failure as it always has.
    return undefined;
  }
}

/** Opens (creating when needed) the SQLite file behind a `file:` URL, in WAL mode. */
export async function openSqliteDatabase(fileUrl: string, options: StorageOptions = {}): Promise<Database> {
  const filePath = fileUrl.slice('file:'.length);
  await mkdir(path.dirname(filePath), { recursive: true });
  const client = createClient({ url: `file:${filePath}`, timeout: BUSY_TIMEOUT_MS, intMode: 'bigint' });
  const onUnreadable = options.onUnreadableRow ?? (() => undefined);
  // WAL is a property of the file, so setting it once covers every pooled connection.
  await client.execute('PRAGMA journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints instead of at every commit: a crash of the process (even
  // SIGKILL) loses no committed write, only a power loss or OS crash may lose the last few, and the file
  // stays consistent either way. FULL made each commit wait for the disk on the server's only thread.
  await client.execute('PRAGMA synchronous = NORMAL');
  const queryable = queryableOf(client, onUnreadable);
  // Plain reads on a connection that keeps its statements prepared (see CachedReads).
  const reads = CachedReads.open(filePath, BUSY_TIMEOUT_MS);
  // Writes on a connection that keeps its statements prepared (see PreparedWrites).
  const writer = PreparedWrites.open(filePath, BUSY_TIMEOUT_MS);
  const schemaChanged = () => {
    reads?.forgetStatements();
    writer?.forgetStatements();
  };
  // Writes outside a transaction are committed in groups (see GroupCommit); reads go straight through.
  const writes = new GroupCommit(writer ?? clientWrites(client));
  const statementResultOf = (result: WriteResult, statement: Statement): StatementResult => ({
    rows: readRows(result, statement.sql, onUnreadable),
    ...executeResultOf(result),
  });

  return {
    dialect: 'sqlite',
    async query<T extends object>(sql: string, params?: SqlParams) {
      const cached = cachedRead(reads, sql, params);
      return cached ? readRows<T>(cached, sql, onUnreadable) : queryable.query<T>(sql, params);
    },
    async execute(sql, params) {
      const [result] = await writes.run([{ sql, params }]);
      if (SCHEMA_CHANGE.test(sql)) schemaChanged();
      return executeResultOf(result);
    },
    async batch(statements) {
      const results = await writes.run(statements);
      if (statements.some((statement) => SCHEMA_CHANGE.test(statement.sql))) schemaChanged();
      return results.map((result, index) => statementResultOf(result, statements[index]));
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const tx = await client.transaction('write');
      try {
        let changesSchema = false;
        const result = await fn(
          queryableOf(tx, onUnreadable, () => {
            changesSchema = true;
          }),
        );
        await tx.commit();
        if (changesSchema) schemaChanged();
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
      reads?.close();
      writer?.close();
      client.close();
    },
  };
}
