import { Readable } from 'node:stream';
import { localized } from '../../i18n/localized-text';
import type { UploadLimits } from '../upload-limits';
import { tableGrid, type TableGrid } from './table-grid';
import { TableFileProblem } from './table-problem';

export { TableFileProblem } from './table-problem';
export { TABLE_FILE_EXTENSIONS, tableFileExtension } from './table-grid';

/** A file read as one table: its header and its rows, every cell as text (null when empty). */
export interface ParsedTable {
  header: string[];
  rows: (string | null)[][];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Dates as DuckDB reads them: `YYYY-MM-DD`, with ` HH:MM:SS` when the time is not midnight (UTC, as stored). */
function dateText(exact: Date): string {
  // Spreadsheets keep times as fractions of a day: 08:00 may read back as 07:59:59.999.
  const date = new Date(Math.round(exact.getTime() / 1000) * 1000);
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const seconds = date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds();
  if (seconds === 0) return day;
  return `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dateText(value);
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Header names for a table `width` columns wide: trimmed, a blank or missing one named by its position, a
 * repeated one numbered. Widening keeps the names already given (they are assigned left to right).
 */
export function headerNames(head: readonly (string | null)[], width: number): string[] {
  const seen = new Map<string, number>();
  return Array.from({ length: Math.max(width, head.length) }, (_, index) => {
    const base = head[index] ?? `column_${index + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base}_${count}`;
  });
}

/** The grid's rows that hold a value, as text cells (the first one is the header), one at a time. */
export async function* textRows(grid: TableGrid): AsyncIterable<(string | null)[]> {
  for await (const row of grid) {
    const cells = Array.from(row, cellText);
    if (cells.some((cell) => cell !== null)) yield cells;
  }
}

export const noRows = (name: string) => new TableFileProblem(localized('files.excelNoRows', { name }));

/** The whole table in memory, for callers whose files are small (a dataset); rows padded to the widest. */
export async function collectTable(grid: TableGrid, name: string): Promise<ParsedTable> {
  let head: (string | null)[] | undefined;
  let width = 0;
  const body: (string | null)[][] = [];
  for await (const cells of textRows(grid)) {
    width = Math.max(width, cells.length);
    if (head) body.push(cells);
    else head = cells;
  }
  if (!head || body.length === 0) throw noRows(name);
  const header = headerNames(head, width);
  return { header, rows: body.map((row) => header.map((_, index) => row[index] ?? null)) };
}

/** Reads an uploaded table file held in memory; throws a TableFileProblem for a file that holds no table. */
export async function parseTableFile(
  bytes: Buffer,
  name: string,
  limits: UploadLimits,
): Promise<ParsedTable> {
  return collectTable(tableGrid(Readable.from([bytes]), name, limits), name);
}
