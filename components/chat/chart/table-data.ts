import { stringify } from 'csv-stringify/browser/esm/sync';
import type { CellValue } from './chart-model';

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  column: number;
  direction: SortDirection;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareCells(a: CellValue, b: CellValue): number {
  if (a === b) return 0;
  // Empty cells go last whichever the direction (see sortedOrder).
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The row order for a sort: indexes into `rows`, so the rows themselves are never copied. Stable, and
 * empty cells stay at the end in both directions.
 */
export function sortedOrder(rows: readonly CellValue[][], sort: SortState | null): number[] {
  const order = Array.from({ length: rows.length }, (_, index) => index);
  if (!sort) return order;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const { column } = sort;
  return order.sort((left, right) => {
    const a = rows[left][column];
    const b = rows[right][column];
    if (a === null || b === null) return compareCells(a, b);
    return sign * compareCells(a, b) || left - right;
  });
}

/** Clicking a header: ascending, then descending, then the server's order again. */
export function nextSort(current: SortState | null, column: number): SortState | null {
  if (!current || current.column !== column) return { column, direction: 'ascending' };
  if (current.direction === 'ascending') return { column, direction: 'descending' };
  return null;
}

/**
 * RFC 4180 CSV of the rows in the order shown. The byte order mark lets Excel read Chinese text as UTF-8.
 */
export function toCsv(
  columns: readonly string[],
  rows: readonly CellValue[][],
  order: readonly number[],
): string {
  const records = [columns, ...order.map((index) => rows[index].map((value) => value ?? ''))];
  // Booleans as the data says them (the library's default would write 1 and an empty field).
  const cast = { boolean: (value: boolean) => String(value) };
  return `\uFEFF${stringify(records, { record_delimiter: 'windows', quoted_match: /[\r\n]/, cast })}`;
}

export function cellText(value: CellValue): string {
  return value === null ? '' : String(value);
}
