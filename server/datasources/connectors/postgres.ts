import pg from 'pg';
import type { SchemaTable } from '@/contract/datasource';
import {
  ConnectorError,
  exactNumber,
  jsonValue,
  withTimeout,
  type ConnectionSettings,
  type DatabaseConnector,
  type QueryResult,
} from './connector';
import { networkFailure, trimStatement } from './failure-codes';
import { POSTGRES_PRIVILEGES_SQL, postgresRisks } from './risky-privileges';

const SQLSTATE_REASONS: Readonly<Record<string, ConnectorError['reason']>> = {
  '28P01': 'authentication',
  '28000': 'authentication',
  '3D000': 'unknownDatabase',
  '25006': 'readOnly',
  '57014': 'timeout',
};

function failure(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const { code, message } = error as { code?: string; message?: string };
  const text = message ?? String(error);
  const reason = (code ? SQLSTATE_REASONS[code] : undefined) ?? networkFailure(code, text) ?? 'queryFailed';
  return new ConnectorError(reason, text, { cause: error });
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
/** pg reads int8 and numeric as text (they may not fit a JavaScript number); here they are numbers when they fit. */
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID
      ? exactNumber
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

async function connect(settings: ConnectionSettings): Promise<pg.Client> {
  const client = new pg.Client({
    types: typeParsers,
    host: settings.host,
    port: settings.port,
    user: settings.user,
    password: settings.password,
    database: settings.database,
    connectionTimeoutMillis: settings.connectTimeoutMs,
  });
  // A server going away later emits 'error' on the client; the pending query rejects on its own.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw failure(error);
  }
  return client;
}

async function withClient<T>(settings: ConnectionSettings, work: (client: pg.Client) => Promise<T>) {
  const client = await connect(settings);
  try {
    return await work(client);
  } catch (error) {
    throw failure(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const TABLES_SQL = `SELECT c.oid, n.nspname AS schema, c.relname AS name, c.relkind AS kind, c.reltuples AS estimate,
  obj_description(c.oid, 'pg_class') AS comment
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p', 'v', 'm') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname NOT LIKE 'pg_toast%' ORDER BY n.nspname, c.relname`;
const COLUMNS_SQL = `SELECT a.attrelid AS oid, a.attnum AS num, a.attname AS name,
  format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable,
  col_description(a.attrelid, a.attnum) AS comment
  FROM pg_attribute a WHERE a.attnum > 0 AND NOT a.attisdropped AND a.attrelid = ANY($1::oid[])
  ORDER BY a.attrelid, a.attnum`;
const KEYS_SQL = `SELECT conrelid AS oid, contype AS kind, conkey AS columns, confrelid AS ref_oid, confkey AS ref_columns
  FROM pg_constraint WHERE contype IN ('p', 'f') AND conrelid = ANY($1::oid[]) ORDER BY conname`;

interface TableRow {
  oid: number;
  schema: string;
  name: string;
  kind: string;
  estimate: number;
  comment: string | null;
}
interface ColumnRow {
  oid: number;
  num: number;
  name: string;
  type: string;
  nullable: boolean;
  comment: string | null;
}
interface KeyRow {
  oid: number;
  kind: 'p' | 'f';
  columns: number[];
  ref_oid: number;
  ref_columns: number[] | null;
}

async function readSchema(client: pg.Client): Promise<SchemaTable[]> {
  const tables = (await client.query<TableRow>(TABLES_SQL)).rows;
  const oids = tables.map((table) => table.oid);
  const columns = (await client.query<ColumnRow>(COLUMNS_SQL, [oids])).rows;
  const keys = (await client.query<KeyRow>(KEYS_SQL, [oids])).rows;
  const nameOf = new Map(
    tables.map((t) => [t.oid, t.schema === 'public' ? t.name : `${t.schema}.${t.name}`]),
  );
  const columnName = (oid: number, num: number) =>
    columns.find((column) => column.oid === oid && column.num === num)?.name ?? String(num);
  return tables.map((table) => {
    const own = keys.filter((key) => key.oid === table.oid);
    const primary =
      own.find((key) => key.kind === 'p')?.columns.map((num) => columnName(table.oid, num)) ?? [];
    return {
      name: nameOf.get(table.oid) ?? table.name,
      kind: table.kind === 'v' || table.kind === 'm' ? 'view' : 'table',
      comment: table.comment,
      row_estimate: table.estimate < 0 ? null : Math.round(table.estimate),
      columns: columns
        .filter((column) => column.oid === table.oid)
        .map((column) => ({
          name: column.name,
          type: column.type,
          nullable: column.nullable,
          comment: column.comment,
          primary_key: primary.includes(column.name),
        })),
      primary_key: primary,
      foreign_keys: own
        .filter((key) => key.kind === 'f')
        .map((key) => ({
          columns: key.columns.map((num) => columnName(table.oid, num)),
          ref_table: nameOf.get(key.ref_oid) ?? String(key.ref_oid),
          ref_columns: (key.ref_columns ?? []).map((num) => columnName(key.ref_oid, num)),
        })),
    };
  });
}

/**
 * The extended query protocol takes exactly one statement: SQL cannot end the read-only transaction with a
 * `COMMIT;` of its own and write after it (the simple protocol would run every statement of the text).
 */
const oneStatement = (text: string): pg.QueryArrayConfig & { queryMode: 'extended' } => ({
  text,
  rowMode: 'array',
  queryMode: 'extended',
});

const CURSOR = 'dbgpt_result';
/** A cursor holds only plain queries: a syntax error (an INSERT…) or a data-modifying WITH. */
const NOT_A_CURSOR_QUERY = new Set(['42601', '0A000']);

/**
 * Runs in a transaction that is read-only unless writes are allowed, under `statement_timeout`. A query is
 * read through a cursor, so a huge result stops at the row limit; a statement a cursor cannot hold (an
 * INSERT…) runs directly.
 */
async function runQuery(
  client: pg.Client,
  sql: string,
  rowLimit: number,
  timeoutMs: number,
  writes: boolean,
) {
  const statement = trimStatement(sql);
  const begin = async () => {
    await client.query('BEGIN');
    if (!writes) await client.query('SET TRANSACTION READ ONLY');
    await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`);
  };
  await begin();
  let result: QueryResult;
  try {
    await client.query(oneStatement(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR ${statement}`));
    const fetched = await client.query({
      text: `FETCH FORWARD ${rowLimit + 1} FROM ${CURSOR}`,
      rowMode: 'array',
    });
    result = toResult(fetched, rowLimit);
  } catch (error) {
    if (!NOT_A_CURSOR_QUERY.has((error as { code?: string }).code ?? '')) throw error;
    await client.query('ROLLBACK');
    await begin();
    result = toResult(await client.query(oneStatement(statement)), rowLimit);
  }
  await client.query(writes ? 'COMMIT' : 'ROLLBACK');
  return result;
}

function toResult(result: pg.QueryResult<unknown[]>, rowLimit: number): QueryResult {
  const rows = (result.rows ?? []).slice(0, rowLimit).map((row) => row.map(jsonValue));
  return {
    columns: (result.fields ?? []).map((field) => field.name),
    rows,
    truncated: (result.rows?.length ?? 0) > rowLimit,
  };
}

export const postgresConnector: DatabaseConnector = {
  async testConnection(settings) {
    return withTimeout(
      withClient(settings, async (client) => {
        await client.query('SELECT 1');
        // Best effort: a PostgreSQL-like server without these catalogues is not a failed connection.
        const privileges = await client.query(POSTGRES_PRIVILEGES_SQL).catch(() => null);
        return postgresRisks(privileges?.rows[0] as Parameters<typeof postgresRisks>[0]);
      }),
      settings.connectTimeoutMs,
      () => undefined,
    );
  },
  readSchema: (settings) => withClient(settings, readSchema),
  runQuery: (settings, sql, limits) =>
    withClient(settings, (client) =>
      runQuery(client, sql, limits.rowLimit, limits.timeoutMs, settings.allowWrites),
    ),
};
