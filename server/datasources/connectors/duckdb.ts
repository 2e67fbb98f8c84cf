import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { SchemaTable } from '@/contract/datasource';
import { boundedQuery, type Deadline } from './bounded-query';
import {
  ConnectorError,
  ENGINE_MEMORY_LIMIT_MB,
  jsonValue,
  RESULT_BYTE_LIMIT,
  rowBytes,
  type ConnectionSettings,
  type ConnectorFailure,
  type DatabaseConnector,
  type QueryResult,
} from './connector';
import { trimStatement } from './failure-codes';
import { requireDatabaseFile } from './file-database';

function failure(error: unknown, deadline: Deadline): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const text = error instanceof Error ? error.message : String(error);
  const reason: ConnectorFailure = /read-only|read only/i.test(text)
    ? 'readOnly'
    : /interrupt/i.test(text) && deadline.expired
      ? 'timeout'
      : /^Out of Memory Error/i.test(text)
        ? 'memoryLimit'
        : 'queryFailed';
  return new ConnectorError(reason, text, { cause: error });
}

/**
 * The instance reaches no file but its own database, whoever wrote the SQL: `enable_external_access = false`
 * stops `read_csv`, `read_text`, `COPY … TO`, `ATTACH`, `INSTALL` and `LOAD` of extensions from disk, and
 * `lock_configuration` stops SQL from turning that (or the memory limit) back. The file opens read-only
 * (`access_mode`) unless writes are allowed.
 */
const instanceOptions = (allowWrites: boolean): Record<string, string> => ({
  access_mode: allowWrites ? 'READ_WRITE' : 'READ_ONLY',
  enable_external_access: 'false',
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  memory_limit: `${ENGINE_MEMORY_LIMIT_MB}MB`,
  max_temp_directory_size: '1GB',
  // DuckDB's own worker threads: one per query leaves the other cores to the server.
  threads: '1',
  lock_configuration: 'true',
});

/** Runs one piece of work on its own instance within `timeoutMs`; past it the connection is interrupted. */
async function withConnection<T>(
  settings: ConnectionSettings,
  timeoutMs: number,
  work: (c: DuckDBConnection) => Promise<T>,
) {
  const file = await requireDatabaseFile(settings);
  return boundedQuery(timeoutMs, async (deadline) => {
    let instance: DuckDBInstance;
    try {
      instance = await DuckDBInstance.create(file, instanceOptions(settings.allowWrites));
    } catch (error) {
      throw failure(error, deadline);
    }
    const connection = await instance.connect();
    deadline.onExpire(() => connection.interrupt());
    try {
      return await work(connection);
    } catch (error) {
      throw failure(error, deadline);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
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

/** Streams the result and stops at the row limit. */
async function runQuery(connection: DuckDBConnection, sql: string, rowLimit: number): Promise<QueryResult> {
  const reader = await connection.streamAndReadUntil(trimStatement(sql), rowLimit + 1);
  const rows = reader.getRowsJS().slice(0, rowLimit + 1);
  if (rows.reduce((bytes, row) => bytes + rowBytes(row), 0) > RESULT_BYTE_LIMIT)
    throw new ConnectorError('resultTooLarge', `more than ${RESULT_BYTE_LIMIT / 1024 / 1024} MB`);
  return {
    columns: reader.columnNames(),
    rows: rows.slice(0, rowLimit).map((row) => row.map(jsonValue)),
    truncated: rows.length > rowLimit,
  };
}

export const duckdbConnector: DatabaseConnector = {
  async testConnection(settings) {
    await withConnection(settings, settings.connectTimeoutMs, (connection) => connection.run('SELECT 1'));
    return [];
  },
  readSchema: (settings, timeoutMs) => withConnection(settings, timeoutMs, readSchema),
  runQuery: (settings, sql, limits) =>
    withConnection(settings, limits.timeoutMs, (connection) => runQuery(connection, sql, limits.rowLimit)),
};
