import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileKey } from './file-uri';
import { uploadLimitsFor, type UploadLimits } from './upload-limits';

/** An upload written to a temporary file, not yet visible under its bucket. */
export interface PendingFile {
  readonly size: number;
  /** Moves the bytes to their final place; after this the file can be served. */
  commit(key: FileKey): Promise<void>;
  discard(): Promise<void>;
}

export interface StoredFileStream {
  stream: ReadStream;
  size: number;
}

/** Uploaded files' bytes under `<FILE_STORE_DIR>/files/<bucket>/<file_id>`; metadata is the repository's job. */
export interface FileStore {
  /** Largest upload accepted, in bytes (`UPLOAD_LIMIT_MB`). */
  readonly uploadLimitBytes: number;
  /** How far an upload may grow while it is parsed (unpacked size, columns, nesting). */
  readonly parseLimits: UploadLimits;
  receive(source: Readable): Promise<PendingFile>;
  open(key: FileKey): Promise<StoredFileStream | null>;
  /** The first `maxBytes` bytes and the file's full size, or null when the file is missing. */
  readHead(key: FileKey, maxBytes: number): Promise<{ bytes: Buffer; size: number } | null>;
  /** A folder for files made from an upload (chat_excel's DuckDB table), created; removed with the upload. */
  derivedDir(key: FileKey): Promise<string>;
  remove(key: FileKey): Promise<void>;
}

export interface FileStoreOptions {
  /** The shared file folder (`FILE_STORE_DIR`, default `DATA_DIR`). */
  fileStoreDir: string;
  uploadLimitBytes: number;
  /** `UPLOAD_EXPANDED_LIMIT_MB` in bytes; the default limit when absent. */
  uploadExpandedLimitBytes?: number;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

export function createFileStore({
  fileStoreDir,
  uploadLimitBytes,
  uploadExpandedLimitBytes,
}: FileStoreOptions): FileStore {
  const root = path.join(fileStoreDir, 'files');
  // Same file system as the buckets, so committing is an atomic rename.
  const incomingDir = path.join(root, '.incoming');
  const pathOf = ({ bucket, fileId }: FileKey) => path.join(root, bucket, fileId);
  const derivedOf = ({ bucket, fileId }: FileKey) => path.join(fileStoreDir, 'derived', bucket, fileId);

  return {
    uploadLimitBytes,
    parseLimits: uploadLimitsFor(uploadExpandedLimitBytes),

    async receive(source) {
      await mkdir(incomingDir, { recursive: true });
      const tempPath = path.join(incomingDir, randomUUID());
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await pipeline(source, counter, createWriteStream(tempPath));
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
      return {
        size,
        async commit(key) {
          await mkdir(path.dirname(pathOf(key)), { recursive: true });
          await rename(tempPath, pathOf(key));
        },
        discard: () => rm(tempPath, { force: true }),
      };
    },

    async open(key) {
      try {
        const { size } = await stat(pathOf(key));
        return { stream: createReadStream(pathOf(key)), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async readHead(key, maxBytes) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const buffer = Buffer.alloc(Math.min(size, maxBytes));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        return { bytes: buffer.subarray(0, bytesRead), size };
      } finally {
        await handle.close();
      }
    },

    async derivedDir(key) {
      await mkdir(derivedOf(key), { recursive: true });
      return derivedOf(key);
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
      await rm(derivedOf(key), { recursive: true, force: true });
    },
  };
}
