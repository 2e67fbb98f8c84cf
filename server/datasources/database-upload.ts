import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { cleanFileName } from '../files/file-name';
import { uploadedDatabasesDir } from './file-folders';

/** The file types a user may upload as a datasource. */
export type UploadedDatabaseType = 'sqlite' | 'duckdb';

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
const DUCKDB_MAGIC = Buffer.from('DUCK', 'latin1');
/** DuckDB's magic follows an 8-byte checksum at the start of the file. */
const DUCKDB_MAGIC_OFFSET = 8;

/** What the file's first bytes say it is (never its name). */
export function databaseTypeOf(head: Buffer): UploadedDatabaseType | null {
  if (head.subarray(0, SQLITE_HEADER.length).equals(SQLITE_HEADER)) return 'sqlite';
  const magic = head.subarray(DUCKDB_MAGIC_OFFSET, DUCKDB_MAGIC_OFFSET + DUCKDB_MAGIC.length);
  if (magic.equals(DUCKDB_MAGIC)) return 'duckdb';
  return null;
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SQLITE_HEADER.length);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** An uploaded database file in its own folder under `FILE_STORE_DIR/datasources/`. */
export interface StoredDatabaseUpload {
  file: string;
  /** Null when the bytes are no database file we can open. */
  type: UploadedDatabaseType | null;
  discard(): Promise<void>;
}

/** Streams an upload to `FILE_STORE_DIR/datasources/<random>/<cleaned name>` and reads what it is. */
export async function storeDatabaseUpload(
  storeDir: string,
  fileName: string,
  source: Readable,
): Promise<StoredDatabaseUpload> {
  const folder = path.join(uploadedDatabasesDir(storeDir), randomUUID());
  const file = path.join(folder, cleanFileName(fileName));
  const discard = () => rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  try {
    await pipeline(source, createWriteStream(file, { flags: 'wx' }));
    return { file, type: databaseTypeOf(await readHead(file)), discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
