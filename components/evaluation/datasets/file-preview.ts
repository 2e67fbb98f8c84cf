/** The first rows of a chosen dataset file, read in the browser where that is cheap (CSV and JSON). */

export const PREVIEW_ROWS = 5;
/** Larger files are not read here: the server reads them and says what is wrong. */
const PREVIEW_MAX_BYTES = 2 * 1024 * 1024;

export type FilePreview =
  | { kind: 'rows'; columns: string[]; rows: Record<string, string>[] }
  | { kind: 'unreadable' }
  | { kind: 'none' };

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function tableOf(records: unknown[]): FilePreview {
  const objects = records.filter(
    (record): record is Record<string, unknown> =>
      typeof record === 'object' && record !== null && !Array.isArray(record),
  );
  if (objects.length === 0) return { kind: 'unreadable' };
  const columns = [...new Set(objects.slice(0, PREVIEW_ROWS).flatMap((record) => Object.keys(record)))];
  const rows = objects
    .slice(0, PREVIEW_ROWS)
    .map((record) => Object.fromEntries(columns.map((column) => [column, cell(record[column])])));
  return { kind: 'rows', columns, rows };
}

export async function previewFile(file: File): Promise<FilePreview> {
  const name = file.name.toLowerCase();
  const isCsv = name.endsWith('.csv');
  const isJson = name.endsWith('.json');
  if ((!isCsv && !isJson) || file.size > PREVIEW_MAX_BYTES) return { kind: 'none' };
  try {
    const text = await file.text();
    if (isJson) {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? tableOf(parsed) : { kind: 'unreadable' };
    }
    // csv-parse's browser build, fetched only when a CSV is chosen.
    const { parse } = await import('csv-parse/browser/esm/sync');
    const records: unknown[] = parse(text, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      to: PREVIEW_ROWS,
    });
    return tableOf(records);
  } catch {
    return { kind: 'unreadable' };
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
