import { rm } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import type { DatasourceRecord } from '../repositories/datasources';
import type { DatasourceRequest } from './datasource-requests';
import { checkDatabaseFile, uploadedDatabasesDir, type FileDatabaseFolders } from './file-folders';

/**
 * A file datasource's path must lie in the allowed folders (links resolved) before it is tested or saved,
 * whatever its type (one without a connector is saved untested, so the check cannot wait for the driver).
 * A missing file is left for the connector to report.
 */
export async function requireAllowedFile(
  request: DatasourceRequest,
  folders: FileDatabaseFolders,
): Promise<void> {
  if (request.entry.kind !== 'file' || !('path' in request.params)) return;
  const file = request.params.path.trim();
  const check = await checkDatabaseFile(file, folders);
  if (check.ok !== false) return;
  const key =
    check.refusal === 'dataDir' ? 'datasource.failure.fileInDataDir' : 'datasource.failure.fileOutsideRoots';
  throw new ApiError(400, SERVER_ERROR_CODES.internal, localized(key, { path: file }));
}

/** The upload folder (`DATA_DIR/datasources/<one upload>/`) a path lies in, or null for any other path. */
function uploadFolderOf(file: string, folders: FileDatabaseFolders): string | null {
  if (folders.dataDir === null) return null;
  const relative = path.relative(uploadedDatabasesDir(folders.dataDir), path.resolve(file));
  const [folder, ...rest] = relative.split(path.sep);
  if (!folder || folder === '..' || path.isAbsolute(relative) || rest.length === 0) return null;
  return path.join(uploadedDatabasesDir(folders.dataDir), folder);
}

const pathOf = (record: DatasourceRecord) =>
  typeof record.params.path === 'string' ? record.params.path.trim() : null;

/**
 * Removes the uploaded file a datasource was made from once no datasource names it any more (after a
 * delete, or an update that pointed it elsewhere).
 */
export async function removeUploadedDatabase(
  record: DatasourceRecord,
  folders: FileDatabaseFolders,
  remaining: readonly DatasourceRecord[],
): Promise<void> {
  const file = pathOf(record);
  const folder = file === null ? null : uploadFolderOf(file, folders);
  if (folder === null) return;
  const stillUsed = remaining.some((other) => {
    const otherFile = pathOf(other);
    return otherFile !== null && uploadFolderOf(otherFile, folders) === folder;
  });
  if (!stillUsed) await rm(folder, { recursive: true, force: true });
}
