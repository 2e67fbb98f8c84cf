import path from 'node:path';
import { access } from 'node:fs/promises';
import type { StoredFile } from '../../repositories/files';
import type { FileStore } from '../file-store';
import { readTablePreview, tableNameFor, writeDuckdbTable, type TablePreview } from './duckdb-table';
import { tableGrid } from './table-grid';
import { textRows, TableFileProblem } from './table-file';
import { localized } from '../../i18n/localized-text';

/** An upload's table: the DuckDB file chat_excel queries, and what it holds. */
export interface UploadedTable {
  databaseFile: string;
  preview: TablePreview;
}

const DATABASE_FILE = 'table.duckdb';

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Reads the stored upload (a CSV as a stream) into its own DuckDB file under the upload's derived folder;
 * throws a TableFileProblem when the file holds no table or passes a limit.
 */
export async function loadUploadedTable(fileStore: FileStore, file: StoredFile): Promise<UploadedTable> {
  const stored = await fileStore.open(file);
  if (!stored) throw new TableFileProblem(localized('dataChat.fileNotFound', { file: file.fileName }));
  const rows = textRows(tableGrid(stored.stream, file.fileName, fileStore.parseLimits));
  const databaseFile = path.join(await fileStore.derivedDir(file), DATABASE_FILE);
  await writeDuckdbTable(databaseFile, tableNameFor(file.fileName), file.fileName, rows);
  const preview = await readTablePreview(databaseFile);
  if (!preview) throw new TableFileProblem(localized('files.excelNoRows', { name: file.fileName }));
  return { databaseFile, preview };
}

/** The upload's table, loaded again from the stored file when its DuckDB file is missing (an older upload). */
export async function openUploadedTable(
  fileStore: FileStore,
  file: StoredFile,
  sampleRows: number,
): Promise<UploadedTable> {
  const databaseFile = path.join(await fileStore.derivedDir(file), DATABASE_FILE);
  if (await exists(databaseFile)) {
    const preview = await readTablePreview(databaseFile, sampleRows).catch(() => null);
    if (preview) return { databaseFile, preview };
  }
  const loaded = await loadUploadedTable(fileStore, file);
  return {
    databaseFile: loaded.databaseFile,
    preview: (await readTablePreview(loaded.databaseFile, sampleRows)) ?? loaded.preview,
  };
}
