import { realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import type { DatasourceRecord } from '../repositories/datasources';
import type { DatasourceRequest } from './datasource-requests';
import { checkDatabaseFile, uploadedDatabasesDir, type FileDatabaseFolders } from './file-folders';
import { parseStoredUpload, type StoredDatabaseUploads } from './stored-database-uploads';

/**
 * Who names a file: an uploaded database file may be named only by the upload that made it, by the
 * datasource that already points at it, or by an administrator; else a user who learnt another's upload
 * path could open that database as a datasource of their own.
 */
export interface FileNaming {
  isAdmin: boolean;
  /** The datasource being changed or tested, when there is one. */
  target: DatasourceRecord | null;
  /** The upload route creates the datasource for the file it has just stored. */
  fromUpload: boolean;
}

/**
 * A file datasource's path must lie in the allowed folders (links resolved) before it is tested or saved,
 * whatever its type (one without a connector is saved untested, so the check cannot wait for the driver).
 * A missing file is left for the connector to report.
 */
export async function requireAllowedFile(
  request: DatasourceRequest,
  folders: FileDatabaseFolders,
  naming: FileNaming,
  storedUploads: StoredDatabaseUploads | null = null,
): Promise<void> {
  if (request.entry.kind !== 'file' || !('path' in request.params)) return;
  const file = request.params.path.trim();
  if (storedUploads !== null && parseStoredUpload(file) !== null) return requireOwnStoredUpload(file, naming);
  const check = await checkDatabaseFile(file, folders);
  if (check.ok === false) {
    const key =
      check.refusal === 'dataDir'
        ? 'datasource.failure.fileInDataDir'
        : 'datasource.failure.fileOutsideRoots';
    throw new ApiError(400, SERVER_ERROR_CODES.internal, localized(key, { path: file }));
  }
  if (naming.isAdmin || naming.fromUpload) return;
  const folder = await realUploadFolderOf(file, folders);
  if (folder === null) return;
  const current = naming.target === null ? null : pathOf(naming.target);
  if (current !== null && (await realUploadFolderOf(current, folders)) === folder) return;
  throw new ApiError(
    400,
    SERVER_ERROR_CODES.internal,
    localized('datasource.failure.otherUpload', { path: file }),
  );
}

/** An upload kept in the database is named, like one on disk, only by its own datasource (or an administrator). */
function requireOwnStoredUpload(file: string, naming: FileNaming): void {
  if (naming.isAdmin || naming.fromUpload) return;
  const current = naming.target === null ? null : pathOf(naming.target);
  const own = current === null ? null : parseStoredUpload(current);
  if (own !== null && own.key === parseStoredUpload(file)?.key) return;
  throw new ApiError(
    400,
    SERVER_ERROR_CODES.internal,
    localized('datasource.failure.otherUpload', { path: file }),
  );
}

/** The folder of one upload (`<uploads>/<one upload>/`) that `file` lies in, or null for any other path. */
function uploadFolderIn(uploads: string, file: string): string | null {
  const relative = path.relative(uploads, file);
  const [folder, ...rest] = relative.split(path.sep);
  if (!folder || folder === '..' || path.isAbsolute(relative) || rest.length === 0) return null;
  return path.join(uploads, folder);
}

/** The upload folder a stored path lies in, as written (uploads store the path they were given). */
const uploadFolderOf = (file: string, folders: FileDatabaseFolders) =>
  folders.storeDir === null
    ? null
    : uploadFolderIn(uploadedDatabasesDir(folders.storeDir), path.resolve(file));

const realOrResolved = (file: string) => realpath(path.resolve(file)).catch(() => path.resolve(file));

/** The upload folder a path really lies in (links resolved), or null: what a typed path may reach. */
async function realUploadFolderOf(file: string, folders: FileDatabaseFolders): Promise<string | null> {
  if (folders.storeDir === null) return null;
  const uploads = await realOrResolved(uploadedDatabasesDir(folders.storeDir));
  return uploadFolderIn(uploads, await realOrResolved(file));
}

const pathOf = (record: DatasourceRecord) =>
  typeof record.params.path === 'string' ? record.params.path.trim() : null;

/**
 * Removes the uploaded file a datasource was made from once no datasource names it any more (after a
 * delete, or an update that pointed it elsewhere). `remaining` is read only for a datasource made by upload.
 */
export async function removeUploadedDatabase(
  record: DatasourceRecord,
  folders: FileDatabaseFolders,
  remaining: () => Promise<readonly DatasourceRecord[]>,
  storedUploads: StoredDatabaseUploads | null = null,
): Promise<void> {
  const file = pathOf(record);
  const stored = file === null || storedUploads === null ? null : parseStoredUpload(file);
  if (stored !== null && storedUploads !== null) {
    const stillUsed = (await remaining()).some((other) => {
      const otherFile = pathOf(other);
      return otherFile !== null && parseStoredUpload(otherFile)?.key === stored.key;
    });
    if (!stillUsed) await storedUploads.remove(stored);
    return;
  }
  const folder = file === null ? null : uploadFolderOf(file, folders);
  if (folder === null) return;
  const stillUsed = (await remaining()).some((other) => {
    const otherFile = pathOf(other);
    return otherFile !== null && uploadFolderOf(otherFile, folders) === folder;
  });
  if (!stillUsed) await rm(folder, { recursive: true, force: true });
}
