import {
  createConnection,
  type Connection as CoreConnection,
  type FieldPacket,
  type RowDataPacket,
} from 'mysql2';
import type { Connection } from 'mysql2/promise';
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
import { mysqlRisks } from './risky-privileges';

/** Server error numbers of MySQL and MariaDB (the MySQL-protocol family shares them). */
const ERRNO_REASONS: Readonly<Record<number, ConnectorError['reason']>> = {
  1045: 'authentication',
  1044: 'unknownDatabase',
  1049: 'unknownDatabase',
  1792: 'readOnly',
  1969: 'timeout',
  3024: 'timeout',
};

function failure(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const { errno, code, message } = error as { errno?: number; code?: string; message?: string };
  const text = message ?? String(error);
  const reason =
    (errno !== undefined ? ERRNO_REASONS[errno] : undefined) ?? networkFailure(code, text) ?? 'queryFailed';
  return new ConnectorError(reason, text, { cause: error });
}

async function withConnection<T>(
  settings: ConnectionSettings,
  work: (c: Connection, core: CoreConnection) => Promise<T>,
) {
  let core: CoreConnection;
  try {
    core = createConnection({
      host: settings.host,
      port: settings.port,
      user: settings.user,
      password: settings.password,
      database: settings.database,
      connectTimeout: settings.connectTimeoutMs,
      dateStrings: true,
      // Charts want numbers: integers and decimals as numbers when exact, as text otherwise.
      supportBigNumbers: true,
      typeCast: (field, next) => {
        if (field.type !== 'NEWDECIMAL') return next();
        const text = field.string();
        return text === null ? null : exactNumber(text);
      },
    });
  } catch (error) {
    throw failure(error);
  }
  core.on('error', () => undefined);
  const connection = core.promise();
  try {
    await connection.connect();
  } catch (error) {
    core.destroy();
    throw failure(error);
  }
  try {
    return await work(connection, core);
  } catch (error) {
    throw failure(error);
  } finally {
    await connection.end().catch(() => connection.destroy());
  }
}

interface TableRow extends RowDataPacket {
  name: string;
  kind: string;
  estimate: number | string | null;
  comment: string | null;
}
interface ColumnRow extends RowDataPacket {
  tableName: string;
  name: string;
  type: string;
  nullable: string;
  comment: string | null;
}
interface KeyRow extends RowDataPacket {
  tableName: string;
  constraintName: string;
  columnName: string;
  refTable: string | null;
  refColumn: string | null;
}

const orNull = (text: string | null) => (text ? text : null);

async function readSchema(connection: Connection): Promise<SchemaTable[]> {
  const [tables] = await connection.query<TableRow[]>(
    `SELECT TABLE_NAME AS name, TABLE_TYPE AS kind, TABLE_ROWS AS estimate, TABLE_COMMENT AS comment
     FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME`,
  );
  const [columns] = await connection.query<ColumnRow[]>(
    `SELECT TABLE_NAME AS tableName, COLUMN_NAME AS name, COLUMN_TYPE AS type, IS_NULLABLE AS nullable,
       COLUMN_COMMENT AS comment
     FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME, ORDINAL_POSITION`,
  );
  const [keys] = await connection.query<KeyRow[]>(
    `SELECT TABLE_NAME AS tableName, CONSTRAINT_NAME AS constraintName, COLUMN_NAME AS columnName,
       REFERENCED_TABLE_NAME AS refTable, REFERENCED_COLUMN_NAME AS refColumn
     FROM information_schema.KEY_COLUMN_USAGE
     WHERE TABLE_SCHEMA = DATABASE() AND (CONSTRAINT_NAME = 'PRIMARY' OR REFERENCED_TABLE_NAME IS NOT NULL)
     ORDER BY TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION`,
  );
  return tables.map((table) => {
    const own = keys.filter((key) => key.tableName === table.name);
    const primary = own.filter((key) => key.constraintName === 'PRIMARY').map((key) => key.columnName);
    const foreign = new Map<string, { columns: string[]; ref_table: string; ref_columns: string[] }>();
    for (const key of own) {
      if (key.refTable === null) continue;
      const entry = foreign.get(key.constraintName) ?? {
        columns: [],
        ref_table: key.refTable,
        ref_columns: [],
      };
      entry.columns.push(key.columnName);
      entry.ref_columns.push(key.refColumn ?? '');
      foreign.set(key.constraintName, entry);
    }
    return {
      name: table.name,
      kind: table.kind === 'VIEW' ? 'view' : 'table',
      comment: orNull(table.comment),
      row_estimate: table.estimate === null ? null : Number(table.estimate),
      columns: columns
        .filter((column) => column.tableName === table.name)
        .map((column) => ({
          name: column.name,
          type: column.type,
          nullable: column.nullable === 'YES',
          comment: orNull(column.comment),
          primary_key: primary.includes(column.name),
        })),
      primary_key: primary,
      foreign_keys: [...foreign.values()],
    };
  });
}

/**
 * Streams the rows and stops reading at the row limit; past the time-out the connection is destroyed,
 * which ends the query (MariaDB's `max_statement_time` / MySQL's `max_execution_time` stop it server-side).
 */
function streamRows(connection: CoreConnection, sql: string, rowLimit: number): Promise<QueryResult> {
  return new Promise((resolve, reject) => {
    const rows: unknown[][] = [];
    let columns: string[] = [];
    let done = false;
    const query = connection.query({ sql, rowsAsArray: true });
    query.on(
      'fields',
      (fields: FieldPacket[] | undefined) => (columns = (fields ?? []).map((field) => field.name)),
    );
    query.on('result', (row: unknown) => {
      if (done || !Array.isArray(row)) return;
      if (rows.length === rowLimit) {
        done = true;
        connection.destroy();
        resolve({ columns, rows, truncated: true });
        return;
      }
      rows.push(row.map(jsonValue));
    });
    query.on('error', (error: Error) => {
      if (!done) reject(error);
      done = true;
    });
    query.on('end', () => {
      if (!done) resolve({ columns, rows, truncated: false });
      done = true;
    });
  });
}

async function runQuery(
  connection: Connection,
  core: CoreConnection,
  sql: string,
  rowLimit: number,
  timeoutMs: number,
  writes: boolean,
) {
  const seconds = Math.max(1, Math.ceil(timeoutMs / 1000));
  await connection
    .query(`SET SESSION max_statement_time = ${seconds}`)
    .catch(() =>
      connection.query(`SET SESSION max_execution_time = ${seconds * 1000}`).catch(() => undefined),
    );
  await connection.query(writes ? 'START TRANSACTION' : 'START TRANSACTION READ ONLY');
  let result: QueryResult;
  try {
    result = await withTimeout(streamRows(core, trimStatement(sql), rowLimit), timeoutMs, () =>
      core.destroy(),
    );
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  if (!result.truncated) await connection.query(writes ? 'COMMIT' : 'ROLLBACK');
  return result;
}

export const mysqlConnector: DatabaseConnector = {
  async testConnection(settings) {
    return withTimeout(
      withConnection(settings, async (connection) => {
        await connection.query('SELECT 1');
        // Best effort: MySQL-compatible servers (Doris, StarRocks…) may word or refuse SHOW GRANTS.
        const [rows] = await connection.query('SHOW GRANTS').catch(() => [[]]);
        const grants = (rows as Record<string, unknown>[]).map((row) => String(Object.values(row)[0] ?? ''));
        return mysqlRisks(grants);
      }),
      settings.connectTimeoutMs,
      () => undefined,
    );
  },
  readSchema: (settings) => withConnection(settings, readSchema),
  runQuery: (settings, sql, limits) =>
    withConnection(settings, (connection, core) =>
      runQuery(connection, core, sql, limits.rowLimit, limits.timeoutMs, settings.allowWrites),
    ),
};
