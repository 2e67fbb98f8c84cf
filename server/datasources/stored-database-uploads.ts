import { randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { receiveToFile, storeReceived } from '../files/database-file-store';
import { cleanFileName } from '../files/file-name';
import { INCOMING_FOLDER, type LocalCopy, type StoredFileCache } from '../files/stored-file-cache';
import type { StoredFileRepository } from '../repositories/stored-files';
import { ConnectorError, type ConnectionSettings } from './connectors/connector';
import { databaseTypeOf, type StoredDatabaseUpload } from './database-upload';

/**
 * What a datasource made from an uploaded database names as its path when the file is kept in the
 * database (`FILE_STORE=database`): `stored-file://datasources/<id>/<name>`. The same on every instance;
 * each opens its own copy. The name is shown only: the id says which file it is.
 */
const REFERENCE = /^stored-file:\/\/datasources\/([0-9a-f-]{36})\/[^/\\]+$/;

export interface StoredUploadReference {
  /** The stored file's key: `datasources/<id>`. */
  key: string;
}

/** The stored upload a datasource path names, or null for a path on disk. */
export function parseStoredUpload(file: string): StoredUploadReference | null {
  const match = REFERENCE.exec(file.trim());
  return match ? { key: `datasources/${match[1]}` } : null;
}

/** Uploaded databases kept in the database, opened from this instance's copies. */
export interface StoredDatabaseUploads {
  /** Stores an upload (its path: a `stored-file://` reference) and reads what it is. */
  store(fileName: string, source: Readable): Promise<StoredDatabaseUpload>;
  /** This instance's up-to-date copy; null when the file is gone. */
  localCopy(reference: StoredUploadReference): Promise<LocalCopy | null>;
  /** Removes the bytes, and this instance's copy (others drop theirs when they next look). */
  remove(reference: StoredUploadReference): Promise<void>;
}

/** The copy's name: fixed, so nothing a user typed reaches the file system. */
const COPY_NAME = 'database';
const HEAD_BYTES = 64;

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function createStoredDatabaseUploads(
  files: StoredFileRepository,
  cache: StoredFileCache,
): StoredDatabaseUploads {
  const incomingDir = path.join(cache.root, INCOMING_FOLDER);
  return {
    async store(fileName, source) {
      const id = randomUUID();
      const key = `datasources/${id}`;
      const received = await receiveToFile(incomingDir, source);
      try {
        const type = databaseTypeOf(await readHead(received.file));
        const record = await storeReceived(files, key, received);
        await cache.adopt(record, COPY_NAME, received.file);
        return {
          file: `stored-file://${key}/${cleanFileName(fileName)}`,
          type,
          async discard() {
            await files.remove(key);
            await cache.forget(key);
          },
        };
      } finally {
        await rm(received.file, { force: true });
      }
    },
    localCopy: ({ key }) => cache.localCopy(key, COPY_NAME),
    async remove({ key }) {
      await files.remove(key);
      await cache.forget(key);
    },
  };
}

/**
 * The settings a connector opens: a stored upload's path becomes this instance's copy, the one folder of
 * the server's data that connection may open (a user cannot type a path into the copies). The copy is
 * opened read-only whatever the datasource allows: a write would change one instance's copy only.
 */
export async function withLocalCopy(
  settings: ConnectionSettings,
  storedUploads: StoredDatabaseUploads | null,
): Promise<ConnectionSettings> {
  const reference = storedUploads === null ? null : parseStoredUpload(settings.path);
  if (reference === null || storedUploads === null) return settings;
  const copy = await storedUploads.localCopy(reference);
  if (copy === null) throw new ConnectorError('fileMissing', settings.path);
  return {
    ...settings,
    path: copy.file,
    allowWrites: false,
    folders: { ...settings.folders, dataFolders: [copy.folder], namedRoots: [] },
  };
}
