import type { SchemaTable } from '@/contract/datasource';
import { boundedQuery } from './bounded-query';
import { jsonValue, type ConnectionSettings, type DatabaseConnector, type QueryResult } from './connector';
import { trimStatement } from './failure-codes';
import { limitedQuery, requireDatabaseFile } from './file-database';
import { SqliteHandle, type SqliteRow } from './sqlite-handle';

/** Opens the file for one piece of work within `timeoutMs` (see SqliteHandle for what SQL may not do). */
async function withHandle<T>(
  settings: ConnectionSettings,
  timeoutMs: number,
  work: (handle: SqliteHandle) => Promise<T>,
): Promise<T> {
  const file = await requireDatabaseFile(settings);
  return boundedQuery(timeoutMs, async (deadline) => {
    const handle = await SqliteHandle.open(file, settings.allowWrites, deadline);
    try {
      return await work(handle);
    } finally {
      await handle.close();
    }
  });
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

async function readSchema(handle: SqliteHandle): Promise<SchemaTable[]> {
  const tables = await handle.rows(
    `SELECT name, type FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name`,
  );
  const profile: SchemaTable[] = [];
  for (const table of tables) {
    const name = text(table.name);
    const info = await handle.rows(`PRAGMA table_info(${quoted(name)})`);
    const foreign = await handle.rows(`PRAGMA foreign_key_list(${quoted(name)})`);
    const isTable = table.type === 'table';
    const count = isTable ? await handle.rows(`SELECT COUNT(*) AS n FROM ${quoted(name)}`) : null;
    const primary = info
      .filter((column) => Number(column.pk) > 0)
      .sort((a, b) => Number(a.pk) - Number(b.pk))
      .map((column) => text(column.name));
    const keys = new Map<number, { columns: string[]; ref_table: string; ref_columns: string[] }>();
    for (const key of foreign) {
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
      row_estimate: count ? Number(count[0]?.n ?? 0) : null,
      columns: info.map((column) => ({
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

function toResult(rows: SqliteRow[], columns: string[], rowLimit: number): QueryResult {
  return {
    columns,
    rows: rows.slice(0, rowLimit).map((row) => columns.map((column) => jsonValue(row[column]))),
    truncated: rows.length > rowLimit,
  };
}

/**
 * The names of a query's columns without running it (`LIMIT 0` inside a join that keeps one row of NULLs),
 * for a result with no rows. SQLite names repeated columns `name:1` inside a subquery, so each is distinct.
 */
async function columnsOf(handle: SqliteHandle, statement: string): Promise<string[]> {
  const [row] = await handle.rows(
    `SELECT dbgpt_columns.* FROM (SELECT 0) LEFT JOIN (SELECT * FROM (\n${statement}\n) LIMIT 0) AS dbgpt_columns`,
  );
  return row ? Object.keys(row) : [];
}

/** A query is read through `LIMIT`; a statement that cannot be wrapped (an INSERT…) runs as it is. */
async function runQuery(handle: SqliteHandle, statement: string, rowLimit: number): Promise<QueryResult> {
  let rows: SqliteRow[];
  try {
    rows = await handle.rows(limitedQuery(statement, rowLimit));
  } catch (error) {
    if ((error as { reason?: string }).reason !== 'queryFailed') throw error;
    const direct = await handle.rows(statement);
    return toResult(direct, Object.keys(direct[0] ?? {}), rowLimit);
  }
  const columns = rows[0] ? Object.keys(rows[0]) : await columnsOf(handle, statement);
  return toResult(rows, columns, rowLimit);
}

export const sqliteConnector: DatabaseConnector = {
  async testConnection(settings) {
    await withHandle(settings, settings.connectTimeoutMs, (handle) =>
      handle.rows('SELECT COUNT(*) FROM sqlite_schema'),
    );
    return [];
  },
  readSchema: (settings, timeoutMs) => withHandle(settings, timeoutMs, readSchema),
  runQuery: (settings, sql, limits) =>
    withHandle(settings, limits.timeoutMs, (handle) => runQuery(handle, trimStatement(sql), limits.rowLimit)),
};
