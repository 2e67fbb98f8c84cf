import type { UnreadableRow } from './db';

/** Rows as a driver answers them: values by column position. */
export interface PositionalRows {
  columns: readonly string[];
  rows: readonly ArrayLike<unknown>[];
}

const SQL_SHOWN_CHARS = 120;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);

/** Why a value cannot be handed to a repository, or null when it can. */
function problemWith(value: unknown): string | null {
  if (typeof value !== 'bigint') return null;
  return value >= MIN_SAFE && value <= MAX_SAFE ? null : `integer ${value} is beyond JavaScript's safe range`;
}

/**
 * The rows of a result as plain records, integers as numbers. libsql reads integers as bigint here
 * (`intMode: 'bigint'`) because in its default mode one integer beyond 2^53 fails the whole query, so
 * a single bad row would make a whole conversation unreadable; such a row is left out and reported.
 */
export function readRows<T extends object>(
  result: PositionalRows,
  sql: string,
  onUnreadable: (problem: UnreadableRow) => void,
): T[] {
  const rows: T[] = [];
  for (const row of result.rows) {
    const record: Record<string, unknown> = {};
    let readable = true;
    for (let index = 0; index < result.columns.length && readable; index += 1) {
      const column = result.columns[index] ?? String(index);
      const value = row[index];
      const problem = problemWith(value);
      if (problem === null) {
        record[column] = typeof value === 'bigint' ? Number(value) : value;
        continue;
      }
      readable = false;
      onUnreadable({
        sql: sql.replace(/\s+/g, ' ').trim().slice(0, SQL_SHOWN_CHARS),
        column,
        reason: problem,
      });
    }
    if (readable) rows.push(record as T);
  }
  return rows;
}
