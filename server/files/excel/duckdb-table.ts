import { rm } from 'node:fs/promises';
import { DuckDBInstance, type DuckDBAppender, type DuckDBConnection } from '@duckdb/node-api';
import { jsonValue } from '../../datasources/connectors/connector';
import { ColumnTypeInference } from './column-types';
import { headerNames, noRows } from './table-file';

/** What the upload answers about the loaded table, and what the model is told about it. */
export interface TablePreview {
  table_name: string;
  columns: { name: string; type: string }[];
  rows: Record<string, unknown>[];
  row_count: number;
}

export const PREVIEW_ROWS = 20;
/** Cells go in as text first; table names never start with `_`, so this one is free. */
const STAGING = '__dbgpt_staging';

/** `"name"`, with inner quotes doubled: any text is a safe DuckDB identifier this way. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A table name from a file name: lower-case ASCII letters, digits and `_`, not starting with a digit. */
export function tableNameFor(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '').normalize('NFKD');
  const cleaned = stem
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  if (cleaned === '') return 'excel_data';
  return /^\d/.test(cleaned) ? `t_${cleaned}` : cleaned;
}

async function withDatabase<T>(
  file: string,
  mode: 'READ_ONLY' | 'READ_WRITE',
  work: (connection: DuckDBConnection) => Promise<T>,
): Promise<T> {
  const instance = await DuckDBInstance.create(file, { access_mode: mode });
  const connection = await instance.connect();
  try {
    return await work(connection);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/**
 * The table rows go into as text, through DuckDB's appender, while each column learns its type; widened
 * when a row is wider than those before it (a ragged CSV), its earlier rows then empty in the new columns.
 */
class StagingTable {
  private readonly types: ColumnTypeInference[];
  rows = 0;

  private constructor(
    private readonly connection: DuckDBConnection,
    private readonly head: readonly (string | null)[],
    private header: string[],
    private appender: DuckDBAppender,
  ) {
    this.types = header.map(() => new ColumnTypeInference());
  }

  static async create(connection: DuckDBConnection, head: readonly (string | null)[]) {
    const header = headerNames(head, head.length);
    const columns = header.map((name) => `${quoteIdentifier(name)} VARCHAR`).join(', ');
    await connection.run(`CREATE TABLE ${STAGING} (${columns})`);
    return new StagingTable(connection, head, header, await connection.createAppender(STAGING));
  }

  async append(cells: readonly (string | null)[]): Promise<void> {
    if (cells.length > this.header.length) await this.widen(cells.length);
    this.header.forEach((_, index) => {
      const cell = cells[index] ?? null;
      this.types[index]?.see(cell);
      if (cell === null) this.appender.appendNull();
      else this.appender.appendVarchar(cell);
    });
    this.appender.endRow();
    this.rows += 1;
  }

  private async widen(width: number): Promise<void> {
    this.appender.closeSync();
    const wider = headerNames(this.head, width);
    for (const name of wider.slice(this.header.length)) {
      await this.connection.run(`ALTER TABLE ${STAGING} ADD COLUMN ${quoteIdentifier(name)} VARCHAR`);
      this.types.push(new ColumnTypeInference());
    }
    this.header = wider;
    this.appender = await this.connection.createAppender(STAGING);
  }

  /** Lets go of the appender after a read failed part way (the file is then removed with the upload). */
  abandon(): void {
    try {
      this.appender.closeSync();
    } catch {
      // Closing flushes the rows appended so far; they are discarded with the file anyway.
    }
  }

  /** Closes the appender; one `SELECT` list casting each column to the type it learnt. */
  finish(): string {
    this.appender.closeSync();
    return this.header
      .map((name, index) => {
        const column = quoteIdentifier(name);
        const type = this.types[index]?.type ?? 'VARCHAR';
        return type === 'VARCHAR' ? column : `TRY_CAST(${column} AS ${type}) AS ${column}`;
      })
      .join(', ');
  }
}

/**
 * Writes the table into a new DuckDB file (replacing one left by an earlier try) a row at a time as the
 * file is read (the first row is the header), then casts each column to its type in one statement.
 * Memory stays that of a row, whatever the file's length.
 */
export async function writeDuckdbTable(
  file: string,
  tableName: string,
  fileName: string,
  rows: AsyncIterable<(string | null)[]>,
): Promise<void> {
  await rm(file, { force: true });
  await rm(`${file}.wal`, { force: true });
  await withDatabase(file, 'READ_WRITE', async (connection) => {
    let staging: StagingTable | undefined;
    try {
      for await (const cells of rows) {
        if (staging) await staging.append(cells);
        else staging = await StagingTable.create(connection, cells);
      }
    } catch (error) {
      staging?.abandon();
      throw error;
    }
    const casts = staging?.finish();
    if (!staging || staging.rows === 0 || casts === undefined) throw noRows(fileName);
    await connection.run(`CREATE TABLE ${quoteIdentifier(tableName)} AS SELECT ${casts} FROM ${STAGING}`);
    await connection.run(`DROP TABLE ${STAGING}`);
  });
}

/** A cell as JSON carries it; a DATE as `YYYY-MM-DD`, the way the file wrote it, not as a midnight instant. */
function previewValue(value: unknown, type: string | undefined): unknown {
  const json = jsonValue(value);
  return type === 'DATE' && typeof json === 'string' ? json.slice(0, 10) : json;
}

async function rowObjects(connection: DuckDBConnection, sql: string): Promise<Record<string, unknown>[]> {
  const reader = await connection.runAndReadAll(sql);
  return reader.getRowObjectsJS() as Record<string, unknown>[];
}

/** The file's table: its name, columns and types, first rows (JSON-safe) and row count. */
export async function readTablePreview(
  file: string,
  sampleRows = PREVIEW_ROWS,
): Promise<TablePreview | null> {
  return withDatabase(file, 'READ_ONLY', async (connection) => {
    const [first] = await rowObjects(
      connection,
      'SELECT table_name FROM duckdb_tables() WHERE NOT internal AND NOT temporary ORDER BY table_name LIMIT 1',
    );
    if (!first) return null;
    const table = String(first.table_name);
    const quoted = quoteIdentifier(table);
    const columns = await rowObjects(
      connection,
      `SELECT column_name, data_type FROM duckdb_columns() WHERE table_name = '${table.replaceAll("'", "''")}' ORDER BY column_index`,
    );
    const rows = await rowObjects(connection, `SELECT * FROM ${quoted} LIMIT ${sampleRows}`);
    const typeOf = new Map(columns.map((column) => [String(column.column_name), String(column.data_type)]));
    const [count] = await rowObjects(connection, `SELECT count(*) AS n FROM ${quoted}`);
    return {
      table_name: table,
      columns: columns.map((column) => ({
        name: String(column.column_name),
        type: String(column.data_type),
      })),
      rows: rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [key, previewValue(value, typeOf.get(key))]),
        ),
      ),
      row_count: Number(count?.n ?? 0),
    };
  });
}
