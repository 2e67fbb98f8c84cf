import path from 'node:path';
import type { FileStoreKind } from '../config';
import { createStoredDatabaseUploads, type StoredDatabaseUploads } from '../datasources/stored-database-uploads';
import { createStoredFileRepository } from '../repositories/stored-files';
import type { Database } from '../storage/db';
import { createDatabaseFileStore } from './database-file-store';
import { createFileStore, type FileStore } from './file-store';
import { createStoredFileCache } from './stored-file-cache';

/** Where each instance keeps its copies of files kept in the database: never a path a user may name. */
export const fileCacheDir = (dataDir: string) => path.join(dataDir, 'file-cache');

export interface ConfiguredFileStorage {
  fileStore: FileStore;
  /** Uploaded databases kept in the database; null: in `FILE_STORE_DIR/datasources/`. */
  storedUploads: StoredDatabaseUploads | null;
}

/** The file store `FILE_STORE` asks for: the folder (`FILE_STORE_DIR`), or the database itself. */
export function createConfiguredFileStorage(
  db: Database,
  config: {
    fileStore: FileStoreKind;
    dataDir: string;
    fileStoreDir: string;
    uploadLimitBytes: number;
    uploadExpandedLimitBytes?: number;
  },
): ConfiguredFileStorage {
  if (config.fileStore === 'folder') return { fileStore: createFileStore(config), storedUploads: null };
  const files = createStoredFileRepository(db);
  const cache = createStoredFileCache(fileCacheDir(config.dataDir), files);
  return {
    fileStore: createDatabaseFileStore({ ...config, files, cache }),
    storedUploads: createStoredDatabaseUploads(files, cache),
  };
}
