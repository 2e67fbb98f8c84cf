import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import type { SchemaTable } from '@/contract/datasource';
import {
  ConnectorError,
  jsonValue,
  type ConnectionSettings,
  type DatabaseConnector,
  type QueryResult,
} from './connector';
import { networkFailure, trimStatement } from './failure-codes';
import { clickhouseRisks } from './risky-privileges';

/** ClickHouse's own error codes (`system.errors`). */
const CODE_REASONS: Readonly<Record<string, ConnectorError['reason']>> = {
  '516': 'authentication',
  '192': 'authentication',
  '81': 'unknownDatabase',
  '164': 'readOnly',
  '159': 'timeout',
};

function failure(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const { code, message } = error as { code?: string; message?: string };
  const text = message ?? String(error);
  const reason = (code ? CODE_REASONS[code] : undefined) ?? networkFailure(code, text) ?? 'queryFailed';
  return new ConnectorError(reason, text, { cause: error });
}

async function withClient<T>(
  settings: ConnectionSettings,
  timeoutMs: number,
  work: (c: ClickHouseClient) => Promise<T>,
) {
  const client = createClient({
    url: `http://${settings.host}:${settings.port}`,
    username: settings.user || 'default',
    password: settings.password,
    database: settings.database || 'default',
    request_timeout: timeoutMs,
    // Failures reach the caller as ConnectorErrors; the driver's own log would only repeat them on stderr.
    log: { level: ClickHouseLogLevel.OFF },
    // Every query is read-only unless writes are allowed; the server enforces it (`readonly = 1`).
    clickhouse_settings: settings.allowWrites ? {} : { readonly: '1' },
  });
  try {
    return await work(client);
  } catch (error) {
    throw failure(error);
  } finally {
    await client.close();
  }
}

interface TableRow {
  name: string;
  engine: string;
  total_rows: string | number | null;
  comment: string;
}
interface ColumnRow {
  table: string;
  name: string;
  type: string;
  comment: string;
  is_in_primary_key: number;
}

async function rows<T>(client: ClickHouseClient, query: string): Promise<T[]> {
  const result = await client.query({ query, format: 'JSONEachRow' });
  return result.json<T>();
}

async function readSchema(client: ClickHouseClient): Promise<SchemaTable[]> {
  const tables = await rows<TableRow>(
    client,
    'SELECT name, engine, total_rows, comment FROM system.tables WHERE database = currentDatabase() ORDER BY name',
  );
  const columns = await rows<ColumnRow>(
    client,
    `SELECT table, name, type, comment, is_in_primary_key FROM system.columns
     WHERE database = currentDatabase() ORDER BY table, position`,
  );
  return tables.map((table) => {
    const own = columns.filter((column) => column.table === table.name);
    return {
      name: table.name,
      kind: /View$/.test(table.engine) ? 'view' : 'table',
      comment: table.comment || null,
      row_estimate: table.total_rows === null ? null : Number(table.total_rows),
      columns: own.map((column) => ({
        name: column.name,
        type: column.type,
        nullable: column.type.startsWith('Nullable('),
        comment: column.comment || null,
        primary_key: Number(column.is_in_primary_key) === 1,
      })),
      primary_key: own
        .filter((column) => Number(column.is_in_primary_key) === 1)
        .map((column) => column.name),
      foreign_keys: [],
    };
  });
}

/** `result_overflow_mode = break` stops the server at the row limit; `max_execution_time` at the time-out. */
async function runQuery(client: ClickHouseClient, sql: string, rowLimit: number, timeoutMs: number) {
  const result = await client.query({
    query: trimStatement(sql),
    format: 'JSONCompactEachRowWithNames',
    clickhouse_settings: {
      max_result_rows: String(rowLimit + 1),
      result_overflow_mode: 'break',
      max_execution_time: Math.max(1, Math.ceil(timeoutMs / 1000)),
    },
  });
  const [header, ...data] = await result.json<unknown[]>();
  const answer: QueryResult = {
    columns: Array.isArray(header) ? header.map(String) : [],
    rows: data.slice(0, rowLimit).map((row) => row.map(jsonValue)),
    truncated: data.length > rowLimit,
  };
  return answer;
}

export const clickhouseConnector: DatabaseConnector = {
  async testConnection(settings) {
    return withClient(settings, settings.connectTimeoutMs, async (client) => {
      const answer = await client.ping();
      if (!answer.success) throw answer.error;
      await client.query({ query: 'SELECT 1', format: 'JSONEachRow' });
      const grants = await client
        .query({ query: 'SHOW GRANTS', format: 'JSONEachRow' })
        .then((result) => result.json<Record<string, unknown>>())
        .catch(() => []);
      return clickhouseRisks(grants.map((row) => String(Object.values(row)[0] ?? '')));
    });
  },
  readSchema: (settings) => withClient(settings, settings.connectTimeoutMs, readSchema),
  runQuery: (settings, sql, limits) =>
    withClient(settings, limits.timeoutMs + 5_000, (client) =>
      runQuery(client, sql, limits.rowLimit, limits.timeoutMs),
    ),
};
