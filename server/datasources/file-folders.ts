import { realpath } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where file databases (SQLite, DuckDB, Access…) may be opened from. Paths are compared after `realpath`
 * (symbolic links followed), so a link placed in an allowed folder cannot point anywhere else.
 */
export interface FileDatabaseFolders {
  /** The file store (`FILE_STORE_DIR`): uploaded databases go to its `datasources/`; null: no uploads. */
  storeDir: string | null;
  /** The server's own folders (DATA_DIR, FILE_STORE_DIR): nothing in them opens but what lies in `dataFolders`. */
  protectedDirs: readonly string[];
  /** Folders inside them that may be opened from: `datasources/` (uploads), chat_excel's table folder. */
  dataFolders: readonly string[];
  /** Folders an administrator named (`DATASOURCE_FILE_ROOTS`). */
  namedRoots: readonly string[];
  /** The product's own database (DATABASE_URL may put it outside DATA_DIR): refused with its companions. */
  productDatabase: string | null;
}

/** No folder at all: every file is refused (a server built without the configuration). */
export const NO_FILE_FOLDERS: FileDatabaseFolders = {
  storeDir: null,
  protectedDirs: [],
  dataFolders: [],
  namedRoots: [],
  productDatabase: null,
};

/** The folder uploaded database files go to, one sub-folder per upload. */
export const uploadedDatabasesDir = (storeDir: string) => path.join(storeDir, 'datasources');

export function datasourceFileFolders(config: {
  dataDir: string;
  fileStoreDir: string;
  databaseUrl: string;
  datasourceFileRoots: readonly string[];
}): FileDatabaseFolders {
  return {
    storeDir: config.fileStoreDir,
    protectedDirs: [...new Set([config.dataDir, config.fileStoreDir])],
    // Databases uploaded before FILE_STORE_DIR was set keep opening from where they were stored.
    dataFolders: [
      ...new Set([uploadedDatabasesDir(config.fileStoreDir), uploadedDatabasesDir(config.dataDir)]),
    ],
    namedRoots: config.datasourceFileRoots,
    productDatabase: config.databaseUrl.startsWith('file:') ? config.databaseUrl.slice('file:'.length) : null,
  };
}

/** Why a file may not be opened; `dataDir` is the product's own data (its database and files above all). */
export type FileRefusal = 'dataDir' | 'outsideRoots';

export type FileCheck =
  { ok: true; realPath: string } | { ok: false; refusal: FileRefusal } | { ok: 'missing' };

function isInside(file: string, folder: string): boolean {
  const relative = path.relative(folder, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** A folder's real path; one that does not exist yet keeps its resolved path (nothing can be inside it). */
async function realFolder(folder: string): Promise<string> {
  const resolved = path.resolve(folder);
  return realpath(resolved).catch(() => resolved);
}

const PRODUCT_DATABASE_COMPANIONS = ['', '-wal', '-shm', '-journal'];

/** Whether `file` (already resolved) lies where file databases may be opened from. */
async function refusalOf(file: string, folders: FileDatabaseFolders): Promise<FileRefusal | null> {
  if (folders.productDatabase !== null) {
    const database = await realFolder(folders.productDatabase);
    if (PRODUCT_DATABASE_COMPANIONS.some((suffix) => file === database + suffix)) return 'dataDir';
  }
  for (const protectedDir of folders.protectedDirs) {
    if (!isInside(file, await realFolder(protectedDir))) continue;
    for (const folder of folders.dataFolders) if (isInside(file, await realFolder(folder))) return null;
    return 'dataDir';
  }
  for (const root of folders.namedRoots) if (isInside(file, await realFolder(root))) return null;
  return 'outsideRoots';
}

/**
 * Checks a database file's path against the allowed folders. The path is resolved with its links first;
 * a file that does not exist is reported missing only when its resolved path would be allowed, so the
 * answer tells nothing about files elsewhere on the server.
 */
export async function checkDatabaseFile(file: string, folders: FileDatabaseFolders): Promise<FileCheck> {
  const resolved = path.resolve(file);
  let real: string;
  try {
    real = await realpath(resolved);
  } catch {
    const refusal = await refusalOf(resolved, folders);
    return refusal === null ? { ok: 'missing' } : { ok: false, refusal };
  }
  const refusal = await refusalOf(real, folders);
  return refusal === null ? { ok: true, realPath: real } : { ok: false, refusal };
}
