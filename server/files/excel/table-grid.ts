import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import readXlsxFile from 'read-excel-file/node';
import { localized, verbatim } from '../../i18n/localized-text';
import { boundedArchive } from '../archive-limits';
import { jsonNestsDeeperThan } from '../json-depth';
import type { UploadLimits } from '../upload-limits';
import { TableFileProblem } from './table-problem';

/** The file types chat_excel loads (`.xls` and `.parquet` are refused: no JavaScript reader here for them). */
export const TABLE_FILE_EXTENSIONS = ['.csv', '.xlsx', '.json'] as const;

/** A table file's rows as its reader gives them (header row first), one at a time. */
export type TableGrid = AsyncIterable<readonly unknown[]>;

export function tableFileExtension(fileName: string): string | undefined {
  const lower = fileName.toLowerCase();
  return TABLE_FILE_EXTENSIONS.find((extension) => lower.endsWith(extension));
}

const unreadable = (name: string, error: unknown) =>
  new TableFileProblem(
    localized('files.excelUnreadable', {
      name,
      reason: verbatim(error instanceof Error ? error.message : String(error)),
    }),
  );

const tooWide = (name: string, count: number, limits: UploadLimits) =>
  new TableFileProblem(localized('uploadLimits.tooManyColumns', { name, count, limit: limits.columns }));

/** Whole bytes of a stream: an XLSX or JSON file is read at once (its size was bounded by the upload). */
async function bytesOf(source: Readable): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of source) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

/** CSV records as they are parsed, never the whole file: a row wider than the limit stops the read. */
async function* csvGrid(source: Readable, name: string, limits: UploadLimits): TableGrid {
  const parser = parse({
    bom: true,
    delimiter: [',', ';', '\t'],
    relax_column_count: true,
    skip_empty_lines: true,
  });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (record.length > limits.columns) throw tooWide(name, record.length, limits);
      yield record;
    }
  } catch (error) {
    if (error instanceof CsvError) throw unreadable(name, error);
    throw error;
  } finally {
    source.unpipe(parser);
    source.destroy();
    parser.destroy();
  }
}

/** The first sheet that has rows, after the archive passed its limits. */
async function* xlsxGrid(source: Readable, name: string, limits: UploadLimits): TableGrid {
  const archive = boundedArchive(await bytesOf(source), name, limits);
  if (archive.problem) throw new TableFileProblem(archive.problem);
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>;
  try {
    sheets = await readXlsxFile(
      Buffer.from(archive.bytes.buffer, archive.bytes.byteOffset, archive.bytes.byteLength),
    );
  } catch (error) {
    throw unreadable(name, error);
  }
  const sheet = sheets.find((candidate) => candidate.data.length > 1) ?? sheets[0];
  for (const row of sheet?.data ?? []) {
    if (row.length > limits.columns) throw tooWide(name, row.length, limits);
    yield row;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON text of an upload, parsed once its nesting is known to be within the limit. */
export function parseJsonUpload(text: string, name: string, limits: UploadLimits): unknown {
  const clean = text.replace(/^\uFEFF/, '');
  if (jsonNestsDeeperThan(clean, limits.jsonDepth))
    throw new TableFileProblem(localized('uploadLimits.jsonTooDeep', { name, limit: limits.jsonDepth }));
  try {
    return JSON.parse(clean) as unknown;
  } catch (error) {
    throw unreadable(name, error);
  }
}

/** The keys of the records in first-seen order, stopping once there are more than the limit. */
export function recordKeys(records: readonly Record<string, unknown>[], name: string, limits: UploadLimits) {
  const keys = new Set<string>();
  for (const record of records)
    for (const key of Object.keys(record)) {
      keys.add(key);
      if (keys.size > limits.columns) throw tooWide(name, keys.size, limits);
    }
  return [...keys];
}

/** A JSON array of objects: the keys in first-seen order are the columns. */
async function* jsonGrid(source: Readable, name: string, limits: UploadLimits): TableGrid {
  const value = parseJsonUpload((await bytesOf(source)).toString('utf8'), name, limits);
  if (!Array.isArray(value) || !value.every(isRecord))
    throw new TableFileProblem(localized('files.excelNotRecords', { name }));
  const keys = recordKeys(value, name, limits);
  yield keys;
  for (const record of value) yield keys.map((key) => record[key]);
}

/** The rows of an uploaded table file; throws a TableFileProblem for a file that cannot be one. */
export function tableGrid(source: Readable, name: string, limits: UploadLimits): TableGrid {
  const extension = tableFileExtension(name);
  if (extension === '.csv') return csvGrid(source, name, limits);
  if (extension === '.xlsx') return xlsxGrid(source, name, limits);
  if (extension === '.json') return jsonGrid(source, name, limits);
  source.destroy();
  throw new TableFileProblem(localized('files.excelUnsupportedType', { name }));
}
