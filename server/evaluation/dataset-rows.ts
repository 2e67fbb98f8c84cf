import { ApiError } from '../http/api-error';
import { localized, verbatim } from '../i18n/localized-text';
import { parseTableFile, TableFileProblem, tableFileExtension } from '../files/excel/table-file';
import type { DatasetRow } from '../repositories/evaluation-datasets';

/** The most questions a dataset may hold; a run stores a row per question. */
export const MAX_DATASET_ROWS = 10_000;
/** The largest dataset file (or content) accepted. */
export const MAX_DATASET_BYTES = 10 * 1024 * 1024;

const badRequest = (text: ReturnType<typeof localized>) => new ApiError(400, '400', text);

function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.trim() === '' ? null : text.trim();
}

/** The column named `query` (or `factual`), any case and surrounding spaces aside. */
function findColumn(header: readonly string[], name: string): number {
  return header.findIndex((column) => column.trim().toLowerCase() === name);
}

/**
 * Rows from a header and its cells: `query` and `factual` under those names, other columns kept as they
 * are. Refuses a table without a `query` column, with an empty query, with no rows or too many.
 */
export function datasetRows(name: string, header: readonly string[], cells: readonly (readonly unknown[])[]) {
  const queryAt = findColumn(header, 'query');
  if (queryAt < 0) throw badRequest(localized('evaluation.noQueryColumn', { name }));
  const factualAt = findColumn(header, 'factual');
  const body = cells.filter((row) => row.some((cell) => cellText(cell) !== null));
  if (body.length === 0) throw badRequest(localized('evaluation.emptyDataset', { name }));
  if (body.length > MAX_DATASET_ROWS)
    throw badRequest(
      localized('evaluation.tooManyRows', { name, count: body.length, max: MAX_DATASET_ROWS }),
    );
  return body.map((cellsOfRow, index): DatasetRow => {
    const row: DatasetRow = {};
    header.forEach((column, at) => {
      const value = cellText(cellsOfRow[at]);
      if (value === null) return;
      const key = at === queryAt ? 'query' : at === factualAt ? 'factual' : column;
      row[key] = value;
    });
    if (!row.query) throw badRequest(localized('evaluation.emptyQuery', { name, row: index + 1 }));
    return row;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Rows from the objects of `content` (already parsed JSON). */
export function rowsFromObjects(name: string, value: unknown): DatasetRow[] {
  if (!Array.isArray(value) || !value.every(isRecord))
    throw badRequest(localized('evaluation.contentNotRows'));
  const header = [...new Set(value.flatMap((record) => Object.keys(record)))];
  if (value.length === 0) throw badRequest(localized('evaluation.emptyDataset', { name }));
  return datasetRows(
    name,
    header,
    value.map((record) => header.map((column) => record[column])),
  );
}

/** `content` of `upload/content`: a JSON array of rows, as text or (in a JSON body) as it is. */
export function rowsFromContent(name: string, content: unknown): DatasetRow[] {
  if (typeof content !== 'string') return rowsFromObjects(name, content);
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch (error) {
    const reason = verbatim(error instanceof Error ? error.message : String(error));
    throw badRequest(localized('evaluation.contentNotJson', { reason }));
  }
  return rowsFromObjects(name, value);
}

/** The extension recorded as `file_type`; `.xls` is refused by the reader with a clear message. */
export const datasetFileType = (fileName: string) => tableFileExtension(fileName) ?? '';

/** Rows of an uploaded CSV, XLSX or JSON file, read by the same readers as chat_excel's uploads. */
export async function rowsFromFile(name: string, fileName: string, bytes: Buffer): Promise<DatasetRow[]> {
  if (bytes.length === 0) throw badRequest(localized('evaluation.emptyDataset', { name }));
  try {
    if (tableFileExtension(fileName) === '.json')
      return rowsFromObjects(name, JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, '')));
    const table = await parseTableFile(bytes, fileName);
    return datasetRows(name, table.header, table.rows);
  } catch (error) {
    if (error instanceof TableFileProblem) throw badRequest(error.text);
    if (error instanceof SyntaxError)
      throw badRequest(localized('evaluation.contentNotJson', { reason: verbatim(error.message) }));
    throw error;
  }
}
