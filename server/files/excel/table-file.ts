import { CsvError, parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { localized, verbatim, type LocalizedText } from '../../i18n/localized-text';

/** The file types chat_excel loads (`.xls` and `.parquet` are refused: no JavaScript reader here for them). */
export const TABLE_FILE_EXTENSIONS = ['.csv', '.xlsx', '.json'] as const;

/** A file read as one table: its header and its rows, every cell as text (null when empty). */
export interface ParsedTable {
  header: string[];
  rows: (string | null)[][];
}

/** The file cannot become a table; the text says why, in the caller's language. */
export class TableFileProblem extends Error {
  override name = 'TableFileProblem';

  constructor(readonly text: LocalizedText) {
    super(text.in('en'));
  }
}

export function tableFileExtension(fileName: string): string | undefined {
  const lower = fileName.toLowerCase();
  return TABLE_FILE_EXTENSIONS.find((extension) => lower.endsWith(extension));
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

/** Header names: trimmed, a blank one named by its position, a repeated one numbered. */
function headerNames(cells: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, index) => {
    const base = cellText(cell) ?? `column_${index + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base}_${count}`;
  });
}

function asTable(name: string, grid: readonly (readonly unknown[])[]): ParsedTable {
  const nonEmpty = grid.filter((row) => row.some((cell) => cellText(cell) !== null));
  const [head, ...body] = nonEmpty;
  if (!head || body.length === 0) throw new TableFileProblem(localized('files.excelNoRows', { name }));
  const width = Math.max(head.length, ...body.map((row) => row.length));
  const header = headerNames(Array.from({ length: width }, (_, index) => head[index]));
  return { header, rows: body.map((row) => header.map((_, index) => cellText(row[index]))) };
}

const unreadable = (name: string, error: unknown) =>
  new TableFileProblem(
    localized('files.excelUnreadable', {
      name,
      reason: verbatim(error instanceof Error ? error.message : String(error)),
    }),
  );

function parseCsvTable(bytes: Buffer, name: string): ParsedTable {
  let grid: string[][];
  try {
    grid = parse(bytes, {
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw unreadable(name, error);
    throw error;
  }
  return asTable(name, grid);
}

/** The first sheet that has rows. */
async function parseXlsxTable(bytes: Buffer, name: string): Promise<ParsedTable> {
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
  try {
    sheets = await readXlsxFile(bytes);
  } catch (error) {
    throw unreadable(name, error);
  }
  const sheet = sheets.find((candidate) => candidate.data.length > 1) ?? sheets[0];
  return asTable(name, sheet?.data ?? []);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON array of objects: the keys in first-seen order are the columns. */
function parseJsonTable(bytes: Buffer, name: string): ParsedTable {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw unreadable(name, error);
  }
  if (!Array.isArray(value) || !value.every(isRecord))
    throw new TableFileProblem(localized('files.excelNotRecords', { name }));
  const keys = [...new Set(value.flatMap((record) => Object.keys(record)))];
  return asTable(name, [keys, ...value.map((record) => keys.map((key) => record[key]))]);
}

/** Reads an uploaded table file; throws a TableFileProblem for a file that holds no table. */
export async function parseTableFile(bytes: Buffer, name: string): Promise<ParsedTable> {
  const extension = tableFileExtension(name);
  if (extension === '.csv') return parseCsvTable(bytes, name);
  if (extension === '.xlsx') return parseXlsxTable(bytes, name);
  if (extension === '.json') return parseJsonTable(bytes, name);
  throw new TableFileProblem(localized('files.excelUnsupportedType', { name }));
}
