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

function csvField(value: CellValue): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV of the rows in the order shown. Written, not parsed: quoting is the whole of it. The byte
 * order mark lets Excel read Chinese text as UTF-8.
 */
export function toCsv(
  columns: readonly string[],
  rows: readonly CellValue[][],
  order: readonly number[],
): string {
  const lines = [columns.map(csvField).join(',')];
  for (const index of order) lines.push(rows[index].map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function cellText(value: CellValue): string {
  return value === null ? '' : String(value);
}
