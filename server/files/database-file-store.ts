import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoredFileRecord, StoredFileRepository } from '../repositories/stored-files';
import type { FileStore } from './file-store';
import type { FileKey } from './file-uri';
import { INCOMING_FOLDER, type StoredFileCache } from './stored-file-cache';
import { uploadLimitsFor } from './upload-limits';

/** The most bytes one stored chunk holds: what memory holds of a file while it is stored or copied. */
export const STORED_CHUNK_BYTES = 512 * 1024;

/** The copy's name inside its version folder; files derived from it go to `derived/` beside it. */
const CONTENT_NAME = 'content';
const DERIVED_FOLDER = 'derived';

/** An upload received to a local file, with what the database row will say of it. */
export interface ReceivedFile {
  file: string;
  size: number;
  contentHash: string;
}

/** Streams `source` to a new file under `folder`, counting and hashing as it goes. */
export async function receiveToFile(
  folder: string,
  source: Readable,
  name: string = randomUUID(),
): Promise<ReceivedFile> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, name);
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { file, size, contentHash: hash.digest('hex') };
}

/** Stores a received file's bytes under `key`, read back in chunks of `STORED_CHUNK_BYTES`. */
export function storeReceived(
  files: StoredFileRepository,
  key: string,
  received: ReceivedFile,
): Promise<StoredFileRecord> {
  const chunks = createReadStream(received.file, {
    highWaterMark: STORED_CHUNK_BYTES,
  }) as AsyncIterable<Buffer>;
  return files.save(key, chunks, { size: received.size, contentHash: received.contentHash });
}

export const storedFileKey = ({ bucket, fileId }: FileKey) => `files/${bucket}/${fileId}`;

export interface DatabaseFileStoreOptions {
  files: StoredFileRepository;
  cache: StoredFileCache;
  uploadLimitBytes: number;
  uploadExpandedLimitBytes?: number;
}

/**
 * The file store of `FILE_STORE=database`: uploads' bytes in the database (so every instance on it sees
 * them, with no shared folder), read through this instance's copies under `DATA_DIR/file-cache/`.
 */
export function createDatabaseFileStore({
  files,
  cache,
  uploadLimitBytes,
  uploadExpandedLimitBytes,
}: DatabaseFileStoreOptions): FileStore {
  const incomingDir = path.join(cache.root, INCOMING_FOLDER);
  const copyOf = (key: FileKey) => cache.localCopy(storedFileKey(key), CONTENT_NAME);

  return {
    uploadLimitBytes,
    parseLimits: uploadLimitsFor(uploadExpandedLimitBytes),

    async receive(source) {
      const received = await receiveToFile(incomingDir, source);
      return {
        size: received.size,
        async commit(key) {
          const record = await storeReceived(files, storedFileKey(key), received);
          // What was just stored is this instance's copy already.
          await cache.adopt(record, CONTENT_NAME, received.file);
        },
        discard: () => rm(received.file, { force: true }),
      };
    },

    async open(key) {
      const copy = await copyOf(key);
      return copy && { stream: createReadStream(copy.file), size: copy.record.size };
    },

    async readHead(key, maxBytes) {
      const copy = await copyOf(key);
      if (copy === null) return null;
      const handle = await open(copy.file, 'r');
      try {
        const buffer = Buffer.alloc(Math.min(copy.record.size, maxBytes));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        return { bytes: buffer.subarray(0, bytesRead), size: copy.record.size };
      } finally {
        await handle.close();
      }
    },

    // Derived files belong to one version of the bytes: a file replaced elsewhere gets a fresh folder.
    async derivedDir(key) {
      const version = await cache.versionFolder(storedFileKey(key));
      // A file that is gone has no folder: the caller finds nothing in it and reads the file, which is missing.
      if (version === null) return path.join(cache.keyFolder(storedFileKey(key)), 'gone');
      const folder = path.join(version.folder, DERIVED_FOLDER);
      await mkdir(folder, { recursive: true });
      return folder;
    },

    async remove(key) {
      await files.remove(storedFileKey(key));
      await cache.forget(storedFileKey(key));
    },
  };
}
