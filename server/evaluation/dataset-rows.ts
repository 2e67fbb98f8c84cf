import { ApiError } from '../http/api-error';
import { localized, verbatim } from '../i18n/localized-text';
import { parseTableFile, TableFileProblem, tableFileExtension } from '../files/excel/table-file';
import { recordKeys } from '../files/excel/table-grid';
import { jsonNestsDeeperThan, valueNestsDeeperThan } from '../files/json-depth';
import type { UploadLimits } from '../files/upload-limits';
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

/** Rows from the objects of `content` (already parsed JSON); a table wider than the limit is refused. */
export function rowsFromObjects(name: string, value: unknown, limits: UploadLimits): DatasetRow[] {
  if (!Array.isArray(value) || !value.every(isRecord))
    throw badRequest(localized('evaluation.contentNotRows'));
  const header = recordKeys(value, name, limits);
  if (value.length === 0) throw badRequest(localized('evaluation.emptyDataset', { name }));
  return datasetRows(
    name,
    header,
    value.map((record) => header.map((column) => record[column])),
  );
}

const contentTooDeep = (limits: UploadLimits) =>
  badRequest(localized('uploadLimits.contentTooDeep', { limit: limits.jsonDepth }));

/** `content` of `upload/content`: a JSON array of rows, as text or (in a JSON body) as it is. */
export function rowsFromContent(name: string, content: unknown, limits: UploadLimits): DatasetRow[] {
  try {
    return rowsFromContentWithin(name, content, limits);
  } catch (error) {
    if (error instanceof TableFileProblem) throw badRequest(error.text);
    throw error;
  }
}

/** Refuses `content` (JSON text, or a value of a JSON body) nested past the limit, before anything walks it. */
export function requireContentDepthWithin(content: unknown, limits: UploadLimits): void {
  const tooDeep =
    typeof content === 'string'
      ? jsonNestsDeeperThan(content, limits.jsonDepth)
      : valueNestsDeeperThan(content, limits.jsonDepth);
  if (tooDeep) throw contentTooDeep(limits);
}

function rowsFromContentWithin(name: string, content: unknown, limits: UploadLimits): DatasetRow[] {
  requireContentDepthWithin(content, limits);
  if (typeof content !== 'string') return rowsFromObjects(name, content, limits);
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch (error) {
    const reason = verbatim(error instanceof Error ? error.message : String(error));
    throw badRequest(localized('evaluation.contentNotJson', { reason }));
  }
  return rowsFromObjects(name, value, limits);
}

/** The extension recorded as `file_type`; `.xls` is refused by the reader with a clear message. */
export const datasetFileType = (fileName: string) => tableFileExtension(fileName) ?? '';

/** Rows of an uploaded CSV, XLSX or JSON file, read by the same readers as chat_excel's uploads. */
export async function rowsFromFile(
  name: string,
  fileName: string,
  bytes: Buffer,
  limits: UploadLimits,
): Promise<DatasetRow[]> {
  if (bytes.length === 0) throw badRequest(localized('evaluation.emptyDataset', { name }));
  try {
    if (tableFileExtension(fileName) === '.json') {
      const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
      if (jsonNestsDeeperThan(text, limits.jsonDepth))
        throw badRequest(localized('uploadLimits.jsonTooDeep', { name: fileName, limit: limits.jsonDepth }));
      return rowsFromObjects(name, JSON.parse(text), limits);
    }
    const table = await parseTableFile(bytes, fileName, limits);
    return datasetRows(name, table.header, table.rows);
  } catch (error) {
    if (error instanceof TableFileProblem) throw badRequest(error.text);
    if (error instanceof SyntaxError)
      throw badRequest(localized('evaluation.contentNotJson', { reason: verbatim(error.message) }));
    throw error;
  }
}
