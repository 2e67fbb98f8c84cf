import { SERVER_ERROR_CODES } from '@/contract/common';
import { ApiError } from '../../http/api-error';
import { localized } from '../../i18n/localized-text';
import type { FileRepository, StoredFile } from '../../repositories/files';
import type { FileStore } from '../file-store';
import type { TablePreview } from './duckdb-table';
import { tableFileExtension, TableFileProblem } from './table-file';
import { loadUploadedTable } from './uploaded-table';

/** Refuses, before anything is stored, a chat_excel upload that is not a table file this server reads. */
export function requireTableFileName(fileName: string): void {
  if (!tableFileExtension(fileName))
    throw new ApiError(
      400,
      SERVER_ERROR_CODES.validation,
      localized('files.excelUnsupportedType', { name: fileName }),
    );
}

/**
 * Loads a stored chat_excel upload into its DuckDB table and answers the preview. A file that holds no table
 * is forgotten again (metadata and bytes) and refused with the reason.
 */
export async function learnUploadedTable(
  store: FileStore,
  files: FileRepository,
  file: StoredFile,
): Promise<TablePreview> {
  try {
    return (await loadUploadedTable(store, file)).preview;
  } catch (error) {
    await files.delete(file);
    await store.remove(file);
    if (error instanceof TableFileProblem) throw new ApiError(400, SERVER_ERROR_CODES.validation, error.text);
    throw error;
  }
}
