import { createHash } from 'node:crypto';
import type { Database, Row, SqlValue } from './db';

/** How far the copy of one table got; `done` counts rows already in the target. */
export interface CopyProgress {
  table: string;
  done: number;
  total: number;
}

/** One table after the copy: its rows on both sides and whether their contents agree. */
export interface TableCheck {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
}

const BATCH_ROWS = 500;
/** Tables of large values read a few rows at a time: a stored file's chunk is up to 512 KiB. */
const SMALL_BATCH_TABLES: Readonly<Record<string, number>> = { stored_file_chunks: 8 };
const batchRowsOf = (table: string) => SMALL_BATCH_TABLES[table] ?? BATCH_ROWS;

interface TargetColumn {
  name: string;
  /** An identity column: its sequence continues after the copied values. */
  identity: boolean;
  /** PostgreSQL's `GENERATED ALWAYS AS IDENTITY`: written with OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
}

/** The tables an SQLite database holds; SQLite's own and the shadow tables of its indexes (FTS5, vectors) left out. */
async function sourceTables(source: Database): Promise<string[]> {
  const rows = await source.query<{ name: string }>(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND name NOT LIKE 'libsql_%' AND name NOT LIKE '%\\_shadow' ESCAPE '\\'
       AND name NOT LIKE 'knowledge_chunks_fts_%' ORDER BY name`,
  );
  return rows.map((row) => row.name);
}

async function targetColumns(target: Database, table: string): Promise<TargetColumn[]> {
  const rows = await target.query<{
    column_name: string;
    is_generated: string;
    is_identity: string;
    identity_generation: string | null;
  }>(
    `SELECT column_name, is_generated, is_identity, identity_generation FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position`,
    [table],
  );
  return rows
    .filter((row) => row.is_generated === 'NEVER')
    .map((row) => ({
      name: row.column_name,
      identity: row.is_identity === 'YES',
      identityAlways: row.identity_generation === 'ALWAYS',
    }));
}

async function primaryKey(target: Database, table: string): Promise<string[]> {
  const rows = await target.query<{ column_name: string }>(
    `SELECT k.column_name FROM information_schema.table_constraints c
       JOIN information_schema.key_column_usage k
         ON k.constraint_name = c.constraint_name AND k.table_schema = c.table_schema
      WHERE c.table_schema = current_schema() AND c.table_name = ? AND c.constraint_type = 'PRIMARY KEY'
      ORDER BY k.ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/** A vectors table the retrieval code made for one space; the target gets the PostgreSQL form of it. */
const VECTOR_TABLE = /^knowledge_vectors_\d+$/;

async function ensureTargetTable(target: Database, table: string): Promise<void> {
  if (!VECTOR_TABLE.test(table)) return;
  await target.execute(
    `CREATE TABLE IF NOT EXISTS ${table} (chunk_id BIGINT PRIMARY KEY, embedding BYTEA NOT NULL)`,
  );
}

function normalized(value: unknown): SqlValue {
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (value === undefined) return null;
  return value as SqlValue;
}

/** A value as both databases answer it the same: bytes as hex, numbers as numbers. */
function comparable(value: unknown): unknown {
  const plain = normalized(value);
  if (plain instanceof Uint8Array) return Buffer.from(plain).toString('hex');
  if (typeof plain === 'bigint') return Number(plain);
  return plain;
}

/** The source's rows of a table, in primary-key order, `BATCH_ROWS` (or fewer for large values) at a time. */
async function* sourceRows(source: Database, table: string, columns: string[], key: string[]) {
  const select = columns.map((column) => (column === 'rowid' ? 'rowid AS rowid' : `"${column}"`)).join(', ');
  const order = key.map((column) => `"${column}"`).join(', ');
  const batchRows = batchRowsOf(table);
  for (let offset = 0; ; offset += batchRows) {
    const rows = await source.query<Row>(
      `SELECT ${select} FROM ${table} ORDER BY ${order} LIMIT ? OFFSET ?`,
      [batchRows, offset],
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchRows) return;
  }
}

async function checksum(db: Database, table: string, columns: string[], key: string[]): Promise<string> {
  const hash = createHash('sha256');
  for await (const rows of sourceRows(db, table, columns, key))
    for (const row of rows) hash.update(JSON.stringify(columns.map((column) => comparable(row[column]))));
  return hash.digest('hex');
}

async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`);
  return Number(row?.n ?? 0);
}

/**
 * Copies every table of an SQLite database into a PostgreSQL one whose schema the migrations made. A row
 * already in the target (by primary key) takes the source's values, so a copy that stopped can simply run
 * again. Identity columns continue after the copied ids. Resolves with the row counts and
 * checksums of both sides, table by table.
 */
export async function copyDatabase(
  source: Database,
  target: Database,
  onProgress: (progress: CopyProgress) => void = () => undefined,
): Promise<TableCheck[]> {
  const checks: TableCheck[] = [];
  for (const table of await sourceTables(source)) {
    if (table === 'schema_migrations') continue;
    await ensureTargetTable(target, table);
    const columns = await targetColumns(target, table);
    const key = await primaryKey(target, table);
    if (columns.length === 0 || key.length === 0)
      throw new Error(`the target has no table ${table} with a primary key`);
    const names = columns.map((column) => column.name);
    const total = await countRows(source, table);
    const overriding = columns.some((column) => column.identityAlways) ? ' OVERRIDING SYSTEM VALUE' : '';
    const quoted = names.map((name) => `"${name}"`).join(', ');
    const conflict = key.map((name) => `"${name}"`).join(', ');
    // The source wins over what the migrations seeded in the target, and over a copy that stopped midway.
    const others = names.filter((name) => !key.includes(name));
    const update =
      others.length === 0
        ? 'DO NOTHING'
        : `DO UPDATE SET ${others.map((name) => `"${name}" = excluded."${name}"`).join(', ')}`;
    let done = 0;
    onProgress({ table, done, total });
    for await (const rows of sourceRows(source, table, names, key)) {
      await target.batch(
        rows.map((row) => ({
          sql: `INSERT INTO ${table} (${quoted})${overriding} VALUES (${names.map(() => '?').join(', ')})
                ON CONFLICT (${conflict}) ${update}`,
          params: names.map((name) => normalized(row[name])),
        })),
      );
      done += rows.length;
      onProgress({ table, done, total });
    }
    for (const column of columns.filter((candidate) => candidate.identity))
      await target.query(
        `SELECT setval(pg_get_serial_sequence(?, ?), GREATEST((SELECT MAX("${column.name}") FROM ${table}), 1))`,
        [table, column.name],
      );
    checks.push({
      table,
      sourceRows: total,
      targetRows: await countRows(target, table),
      sourceChecksum: await checksum(source, table, names, key),
      targetChecksum: await checksum(target, table, names, key),
    });
  }
  return checks;
}
