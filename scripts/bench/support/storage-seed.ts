/**
 * Seeding for the storage comparison benchmarks, straight into the database the product runs on (loaded
 * with tsx by the .bench.mjs modules): rows are written many to a statement and many statements to a
 * transaction, through the server's own storage layer, so that 100,000 rows take seconds, not the hours
 * the HTTP API would.
 */
import type { Database, SqlValue } from '@/server/storage/db';
import { openDatabase } from '@/server/storage/open';

/** Rows per INSERT: far below SQLite's 32,766 and PostgreSQL's 65,535 bound values for 10 columns. */
const ROWS_PER_STATEMENT = 500;
/** Statements per transaction. */
const STATEMENTS_PER_BATCH = 20;

/** One multi-row INSERT (with `suffix`, e.g. `RETURNING id`) for the rows given. */
export function insertStatement(
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
  suffix = '',
): { sql: string; params: SqlValue[] } {
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  return {
    sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${rows.map(() => tuple).join(', ')} ${suffix}`,
    params: rows.flat(),
  };
}

/** Writes `count` rows made by `rowAt(index)` into `table`, in batches. */
export async function insertRows(
  db: Database,
  table: string,
  columns: readonly string[],
  count: number,
  rowAt: (index: number) => readonly SqlValue[],
): Promise<void> {
  const perBatch = ROWS_PER_STATEMENT * STATEMENTS_PER_BATCH;
  for (let start = 0; start < count; start += perBatch) {
    const statements = [];
    for (let from = start; from < Math.min(count, start + perBatch); from += ROWS_PER_STATEMENT) {
      const rows = [];
      for (let index = from; index < Math.min(count, from + ROWS_PER_STATEMENT); index += 1)
        rows.push(rowAt(index));
      statements.push(insertStatement(table, columns, rows));
    }
    await db.batch(statements);
  }
}

/** A first question as long as a typical one (about 240 characters): it becomes the conversation's title. */
const title = (index: number) =>
  `Question ${index}: ${'how does this part of the system work, and what should I check first when it fails? '.repeat(3)}`.slice(
    0,
    240,
  );

/**
 * Adds `count` started conversations (a title, one round) of the owner of the conversations already
 * stored, dated a second apart before now; resolves to the seconds it took.
 */
export async function seedConversations(databaseUrl: string, count: number): Promise<number> {
  const db = await openDatabase(databaseUrl);
  try {
    const [owner] = await db.query<{ user_id: string }>('SELECT user_id FROM conversations LIMIT 1');
    if (!owner) throw new Error('no conversation stored yet: ask one question through the server first');
    const begin = performance.now();
    const oldest = Date.now() - count * 1000;
    await insertRows(
      db,
      'conversations',
      ['conv_uid', 'user_id', 'chat_mode', 'summary', 'last_round', 'created_at', 'updated_at'],
      count,
      (index) => {
        const at = new Date(oldest + index * 1000).toISOString();
        return [`seeded-${index}`, owner.user_id, 'chat_normal', title(index), 1, at, at];
      },
    );
    if (db.dialect === 'postgres') await db.execute('ANALYZE conversations');
    return (performance.now() - begin) / 1000;
  } finally {
    await db.close();
  }
}
