import path from 'node:path';
import {
  createStoredDatabaseUploads,
  type StoredDatabaseUploads,
} from '../datasources/stored-database-uploads';
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
  /**
   * Removes this instance's copies of files deleted (on any instance) now, then every `COPY_SWEEP_MS`
   * until the returned stop is called; nothing to do for the folder store.
   */
  sweepCopies(onError: (error: unknown) => void): Promise<() => void>;
}

/** How often an instance looks for copies of files deleted elsewhere (a copy is also checked at each use). */
export const COPY_SWEEP_MS = 10 * 60 * 1000;

/** The file store `FILE_STORE` asks for: the folder (`FILE_STORE_DIR`), or the database itself. */
export function createConfiguredFileStorage(
  db: Database,
  config: {
    /** `FILE_STORE`. */
    fileStore: 'folder' | 'database';
    dataDir: string;
    fileStoreDir: string;
    uploadLimitBytes: number;
    uploadExpandedLimitBytes?: number;
  },
): ConfiguredFileStorage {
  if (config.fileStore === 'folder')
    return {
      fileStore: createFileStore(config),
      storedUploads: null,
      sweepCopies: async () => () => undefined,
    };
  const files = createStoredFileRepository(db);
  const cache = createStoredFileCache(fileCacheDir(config.dataDir), files);
  return {
    fileStore: createDatabaseFileStore({ ...config, files, cache }),
    storedUploads: createStoredDatabaseUploads(files, cache),
    async sweepCopies(onError) {
      await cache.sweep().catch(onError);
      const timer = setInterval(() => void cache.sweep().catch(onError), COPY_SWEEP_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
