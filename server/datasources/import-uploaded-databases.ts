import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describeFile } from '../files/import-folder-files';
import { storeReceived } from '../files/database-file-store';
import type { DatasourceRepository } from '../repositories/datasources';
import type { StoredFileRepository } from '../repositories/stored-files';
import type { FileDatabaseFolders } from './file-folders';

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/**
 * Moves the datasources made from uploaded database files (under `datasources/` of `FILE_STORE_DIR` or
 * `DATA_DIR`) to files kept in the database: each file is stored and its datasource then names the stored
 * file. The files on disk stay. Datasources already moved, and those naming other files, are left alone.
 * Answers how many datasources it moved.
 */
export async function importUploadedDatabases(
  folders: Pick<FileDatabaseFolders, 'dataFolders'>,
  datasources: DatasourceRepository,
  files: StoredFileRepository,
): Promise<number> {
  let moved = 0;
  for (const record of await datasources.list()) {
    const file = typeof record.params.path === 'string' ? path.resolve(record.params.path.trim()) : null;
    if (file === null || !folders.dataFolders.some((folder) => isInside(file, folder))) continue;
    const received = await describeFile(file).catch(() => null);
    if (received === null) continue;
    const key = `datasources/${randomUUID()}`;
    await storeReceived(files, key, received);
    const { id, type, dbName, displayName, passwordSealed, description, visibility } = record;
    const params = { ...record.params, path: `stored-file://${key}/${path.basename(file)}` };
    await datasources.update(id, {
      type,
      dbName,
      displayName,
      params,
      passwordSealed,
      description,
      visibility,
    });
    moved += 1;
  }
  return moved;
}
