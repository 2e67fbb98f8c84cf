import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { SchemaTable } from '@/contract/datasource';
import {
  ConnectorError,
  jsonValue,
  withTimeout,
  type ConnectionSettings,
  type DatabaseConnector,
  type QueryResult,
} from './connector';
import { trimStatement } from './failure-codes';
import { requireDatabaseFile } from './file-database';

function failure(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const text = error instanceof Error ? error.message : String(error);
  const reason = /read-only|read only/i.test(text)
    ? 'readOnly'
    : /interrupt/i.test(text)
      ? 'timeout'
      : 'queryFailed';
  return new ConnectorError(reason, text, { cause: error });
}

/**
 * Opens the file read-only (DuckDB's `access_mode`) unless writes are allowed, and never lets SQL reach other
 * files (`read_csv`, `ATTACH`, `COPY … TO`): the model writes this SQL, so the server's files stay out of it.
 */
async function withConnection<T>(settings: ConnectionSettings, work: (c: DuckDBConnection) => Promise<T>) {
  const file = await requireDatabaseFile(settings);
  let instance: DuckDBInstance;
  try {
    instance = await DuckDBInstance.create(file, {
      access_mode: settings.allowWrites ? 'READ_WRITE' : 'READ_ONLY',
      enable_external_access: 'false',
    });
  } catch (error) {
    throw failure(error);
  }
  const connection = await instance.connect();
  try {
    return await work(connection);
  } catch (error) {
    throw failure(error);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

async function rowsOf(connection: DuckDBConnection, sql: string): Promise<Record<string, unknown>[]> {
  const reader = await connection.runAndReadAll(sql);
  return reader.getRowObjectsJS() as Record<string, unknown>[];
}

const orNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const names = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

async function readSchema(connection: DuckDBConnection): Promise<SchemaTable[]> {
  const tables = await rowsOf(
    connection,
    `SELECT table_name AS name, 'table' AS kind, estimated_size AS estimate, comment FROM duckdb_tables()
       WHERE NOT internal AND NOT temporary
     UNION ALL SELECT view_name, 'view', NULL, comment FROM duckdb_views() WHERE NOT internal AND NOT temporary
     ORDER BY name`,
  );
  const columns = await rowsOf(
    connection,
    `SELECT table_name, column_name, data_type, is_nullable, comment FROM duckdb_columns()
     WHERE NOT internal ORDER BY table_name, column_index`,
  );
  const constraints = await rowsOf(
    connection,
    `SELECT table_name, constraint_type, constraint_column_names, referenced_table, referenced_column_names
     FROM duckdb_constraints() WHERE constraint_type IN ('PRIMARY KEY', 'FOREIGN KEY')`,
  );
  return tables.map((table) => {
    const own = constraints.filter((c) => c.table_name === table.name);
    const primary = names(own.find((c) => c.constraint_type === 'PRIMARY KEY')?.constraint_column_names);
    return {
      name: String(table.name),
      kind: table.kind === 'view' ? 'view' : 'table',
      comment: orNull(table.comment),
      row_estimate: table.estimate === null || table.estimate === undefined ? null : Number(table.estimate),
      columns: columns
        .filter((column) => column.table_name === table.name)
        .map((column) => ({
          name: String(column.column_name),
          type: String(column.data_type),
          nullable: column.is_nullable === true,
          comment: orNull(column.comment),
          primary_key: primary.includes(String(column.column_name)),
        })),
      primary_key: primary,
      foreign_keys: own
        .filter((c) => c.constraint_type === 'FOREIGN KEY')
        .map((c) => ({
          columns: names(c.constraint_column_names),
          ref_table: String(c.referenced_table ?? ''),
          ref_columns: names(c.referenced_column_names),
        })),
    };
  });
}

/** Streams the result and stops at the row limit; past the time-out the query is interrupted. */
async function runQuery(connection: DuckDBConnection, sql: string, rowLimit: number, timeoutMs: number) {
  const work = (async (): Promise<QueryResult> => {
    const reader = await connection.streamAndReadUntil(trimStatement(sql), rowLimit + 1);
    const rows = reader.getRowsJS();
    return {
      columns: reader.columnNames(),
      rows: rows.slice(0, rowLimit).map((row) => row.map(jsonValue)),
      truncated: rows.length > rowLimit,
    };
  })();
  try {
    return await withTimeout(work, timeoutMs, () => connection.interrupt());
  } catch (error) {
    // The connection closes after this: let the interrupted query finish first.
    await work.catch(() => undefined);
    throw error;
  }
}

export const duckdbConnector: DatabaseConnector = {
  async testConnection(settings) {
    await withConnection(settings, (connection) => connection.run('SELECT 1'));
  },
  readSchema: (settings) => withConnection(settings, readSchema),
  runQuery: (settings, sql, limits) =>
    withConnection(settings, (connection) => runQuery(connection, sql, limits.rowLimit, limits.timeoutMs)),
};
