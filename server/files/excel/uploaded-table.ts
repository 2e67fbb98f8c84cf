import path from 'node:path';
import { access } from 'node:fs/promises';
import type { StoredFile } from '../../repositories/files';
import type { FileStore } from '../file-store';
import { readTablePreview, tableNameFor, writeDuckdbTable, type TablePreview } from './duckdb-table';
import { parseTableFile, TableFileProblem } from './table-file';
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
 * Parses the stored upload and loads it into its own DuckDB file (under the upload's derived folder); throws
 * a TableFileProblem when the file holds no table.
 */
export async function loadUploadedTable(fileStore: FileStore, file: StoredFile): Promise<UploadedTable> {
  const head = await fileStore.readHead(file, Math.max(file.fileSize, 1));
  if (!head) throw new TableFileProblem(localized('dataChat.fileNotFound', { file: file.fileName }));
  const table = await parseTableFile(head.bytes, file.fileName);
  const databaseFile = path.join(await fileStore.derivedDir(file), DATABASE_FILE);
  await writeDuckdbTable(databaseFile, tableNameFor(file.fileName), table);
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
