import { createClient, type Client, type ResultSet } from '@libsql/client';
import { pathToFileURL } from 'node:url';
import type { SchemaTable } from '@/contract/datasource';
import {
  ConnectorError,
  jsonValue,
  type ConnectionSettings,
  type DatabaseConnector,
  type QueryResult,
} from './connector';
import { trimStatement } from './failure-codes';
import { limitedQuery, requireDatabaseFile } from './file-database';

function failure(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const { code, message } = error as { code?: string; message?: string };
  const text = message ?? String(error);
  const readOnly = code === 'SQLITE_READONLY' || /readonly database|query_only/i.test(text);
  return new ConnectorError(readOnly ? 'readOnly' : 'queryFailed', text, { cause: error });
}

/**
 * Opens the file with `PRAGMA query_only` unless writes are allowed: SQLite itself then refuses every
 * change. libsql runs local queries synchronously, so the time-out cannot interrupt a SQLite query.
 */
async function withClient<T>(settings: ConnectionSettings, work: (client: Client) => Promise<T>) {
  const file = await requireDatabaseFile(settings);
  const client = createClient({ url: pathToFileURL(file).href, intMode: 'bigint' });
  try {
    if (!settings.allowWrites) await client.execute('PRAGMA query_only = ON');
    return await work(client);
  } catch (error) {
    throw failure(error);
  } finally {
    client.close();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

async function readSchema(client: Client): Promise<SchemaTable[]> {
  const tables = await client.execute(
    `SELECT name, type FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name`,
  );
  const profile: SchemaTable[] = [];
  for (const table of tables.rows) {
    const name = text(table.name);
    const info = await client.execute(`PRAGMA table_info(${quoted(name)})`);
    const foreign = await client.execute(`PRAGMA foreign_key_list(${quoted(name)})`);
    const isTable = table.type === 'table';
    const count = isTable ? await client.execute(`SELECT COUNT(*) AS n FROM ${quoted(name)}`) : null;
    const primary = info.rows
      .filter((column) => Number(column.pk) > 0)
      .sort((a, b) => Number(a.pk) - Number(b.pk))
      .map((column) => text(column.name));
    const keys = new Map<number, { columns: string[]; ref_table: string; ref_columns: string[] }>();
    for (const key of foreign.rows) {
      const id = Number(key.id);
      const entry = keys.get(id) ?? { columns: [], ref_table: text(key.table), ref_columns: [] };
      entry.columns.push(text(key.from));
      entry.ref_columns.push(text(key.to));
      keys.set(id, entry);
    }
    profile.push({
      name,
      kind: isTable ? 'table' : 'view',
      comment: null,
      row_estimate: count ? Number(count.rows[0]?.n ?? 0) : null,
      columns: info.rows.map((column) => ({
        name: text(column.name),
        type: text(column.type),
        nullable: Number(column.notnull) === 0 && Number(column.pk) === 0,
        comment: null,
        primary_key: Number(column.pk) > 0,
      })),
      primary_key: primary,
      foreign_keys: [...keys.values()],
    });
  }
  return profile;
}

function toResult(result: ResultSet, rowLimit: number): QueryResult {
  return {
    columns: [...result.columns],
    rows: result.rows.slice(0, rowLimit).map((row) => Array.from(row, jsonValue)),
    truncated: result.rows.length > rowLimit,
  };
}

/**
 * The model writes this SQL: a statement that would open another file on the server (`ATTACH`, which
 * `query_only` allows, or `VACUUM INTO`) is refused. SQLite's own compiler tells, through `EXPLAIN`.
 */
async function refuseOtherFiles(file: string, statement: string): Promise<void> {
  // Its own connection: libsql leaves an EXPLAIN statement open, which would hold back the query's commit.
  const inspector = createClient({ url: pathToFileURL(file).href });
  let program: ResultSet;
  try {
    program = await inspector.execute(`EXPLAIN ${statement}`);
  } catch {
    return; // Not a statement SQLite can compile: running it reports the error.
  } finally {
    inspector.close();
  }
  const opensFile = program.rows.some(
    (step) => step.opcode === 'Vacuum' || String(step.p4 ?? '').startsWith('sqlite_attach'),
  );
  if (opensFile) throw new ConnectorError('queryFailed', OTHER_FILES_REFUSED);
}

const OTHER_FILES_REFUSED = 'Statements that open other database files (ATTACH, VACUUM INTO) are not allowed.';

/** A query is read through `LIMIT`; a statement that cannot be wrapped (an INSERT…) runs as it is. */
async function runQuery(client: Client, statement: string, rowLimit: number): Promise<QueryResult> {
  try {
    return toResult(await client.execute(limitedQuery(statement, rowLimit)), rowLimit);
  } catch {
    return toResult(await client.execute(statement), rowLimit);
  }
}

export const sqliteConnector: DatabaseConnector = {
  async testConnection(settings) {
    await withClient(settings, (client) => client.execute('SELECT COUNT(*) FROM sqlite_schema'));
  },
  readSchema: (settings) => withClient(settings, readSchema),
  async runQuery(settings, sql, limits) {
    const statement = trimStatement(sql);
    await refuseOtherFiles(await requireDatabaseFile(settings), statement);
    return withClient(settings, (client) => runQuery(client, statement, limits.rowLimit));
  },
};
