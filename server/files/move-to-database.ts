import { datasourceFileFolders } from '../datasources/file-folders';
import { importUploadedDatabases } from '../datasources/import-uploaded-databases';
import { createDatasourceRepository } from '../repositories/datasources';
import { createStoredFileRepository } from '../repositories/stored-files';
import type { Database } from '../storage/db';
import { importFolderFiles } from './import-folder-files';

/** What `npm run files:to-database` moved. */
export interface FilesMoved {
  files: number;
  datasources: number;
}

/**
 * Moves an installation from the folder store to `FILE_STORE=database`: uploads and uploaded databases
 * are copied into the database (the folder is left as it was, to be removed by hand). Runs again safely.
 */
export async function moveFilesToDatabase(
  db: Database,
  config: { dataDir: string; fileStoreDir: string; databaseUrl: string },
): Promise<FilesMoved> {
  const files = createStoredFileRepository(db);
  const folders = datasourceFileFolders({ ...config, datasourceFileRoots: [] });
  return {
    files: await importFolderFiles(config.fileStoreDir, files),
    datasources: await importUploadedDatabases(folders, createDatasourceRepository(db), files),
  };
}
