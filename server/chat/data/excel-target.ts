import path from 'node:path';
import type { FileDatabaseFolders } from '../../datasources/file-folders';
import { DEFAULT_ROW_LIMIT } from '../../datasources/datasource-service';
import { describeFailure } from '../../datasources/connection-failure';
import { ConnectorError, type ConnectionSettings } from '../../datasources/connectors/connector';
import { duckdbConnector } from '../../datasources/connectors/duckdb';
import { openUploadedTable, type UploadedTable } from '../../files/excel/uploaded-table';
import { quoteIdentifier } from '../../files/excel/duckdb-table';
import { TableFileProblem } from '../../files/excel/table-file';
import { findReadableFile } from '../../files/file-access';
import { parseFileReference, type FileReference } from '../../files/file-uri';
import type { ServerLanguage } from '../../i18n/language';
import { localized, verbatim } from '../../i18n/localized-text';
import type { RouteContext } from '../../context';
import { QueryFailure, type DataTarget, type TargetResolution } from '../runtime/data/data-target';

/** Rows of the table the model sees as examples. */
const SAMPLE_ROWS = 5;

/** `select_param` of chat_excel: the upload descriptor, its JSON text, or a plain path (contract S.2). */
function fileReferenceOf(selectParam: unknown): FileReference | null {
  if (typeof selectParam === 'string') {
    const text = selectParam.trim();
    if (text === '') return null;
    if (text.startsWith('{')) {
      try {
        return fileReferenceOf(JSON.parse(text) as unknown);
      } catch {
        return text;
      }
    }
    return text;
  }
  if (typeof selectParam === 'object' && selectParam !== null && !Array.isArray(selectParam))
    return selectParam as FileReference;
  return null;
}

/**
 * chat_excel's own DuckDB file, made by the server under `DATA_DIR/derived/`: its folder is the one folder
 * of the server's data this query may open (users cannot name it; their datasources never get it).
 */
function readOnlySettings(databaseFile: string, timeoutMs: number, folders: FileDatabaseFolders): ConnectionSettings {
  return {
    host: '',
    port: 0,
    user: '',
    password: '',
    database: '',
    path: databaseFile,
    folders: { ...folders, dataFolders: [path.dirname(databaseFile)], namedRoots: [] },
    allowWrites: false,
    connectTimeoutMs: timeoutMs,
  };
}

function tableDescription(table: UploadedTable, fileName: string, language: ServerLanguage): string {
  const { preview } = table;
  return localized('dataChat.excelTable', {
    table: quoteIdentifier(preview.table_name),
    file: fileName,
    rows: preview.row_count,
    columns: preview.columns.map((column) => `- ${quoteIdentifier(column.name)} ${column.type}`).join('\n'),
    sample: preview.rows.map((row) => JSON.stringify(row)).join('\n'),
  }).in(language);
}

/** The upload named by `select_param`, if the caller may read it, its table loaded in DuckDB and queried read-only. */
export async function resolveExcelTarget(
  context: RouteContext,
  selectParam: unknown,
  userId: string,
  language: ServerLanguage,
): Promise<TargetResolution> {
  const reference = fileReferenceOf(selectParam);
  if (!reference) return { ok: false, problem: localized('dataChat.chooseFile') };
  const file = await findReadableFile(context.repositories, parseFileReference(reference), userId);
  if (!file) {
    const shown = typeof reference === 'string' ? reference : (reference.file_path ?? reference.file_id ?? '');
    return { ok: false, problem: localized('dataChat.fileNotFound', { file: shown }) };
  }
  let table: UploadedTable;
  try {
    table = await openUploadedTable(context.fileStore, file, SAMPLE_ROWS);
  } catch (error) {
    const reason =
      error instanceof TableFileProblem ? error.text : verbatim(error instanceof Error ? error.message : String(error));
    return { ok: false, problem: localized('dataChat.fileUnreadable', { name: file.fileName, reason }) };
  }
  const limits = { rowLimit: DEFAULT_ROW_LIMIT, timeoutMs: context.datasources.queryTimeoutMs };
  const settings = readOnlySettings(table.databaseFile, limits.timeoutMs, context.datasources.fileFolders);
  const description = tableDescription(table, file.fileName, language);
  const target: DataTarget = {
    name: file.fileName,
    dialect: 'DuckDB',
    schemaFor: () => description,
    async run(sql) {
      try {
        const result = await duckdbConnector.runQuery(settings, sql, limits);
        return { ...result, rowLimit: limits.rowLimit };
      } catch (error) {
        if (!(error instanceof ConnectorError)) throw error;
        const reason = describeFailure(error, settings, limits.timeoutMs);
        throw new QueryFailure(localized('datasource.queryFailed', { reason }));
      }
    },
  };
  return { ok: true, target };
}
