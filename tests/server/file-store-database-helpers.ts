import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { FILE_SERVE_PATH } from '@/contract/file';
import { createDatabaseFileStore } from '@/server/files/database-file-store';
import { createStoredFileCache } from '@/server/files/stored-file-cache';
import { createStoredFileRepository } from '@/server/repositories/stored-files';
import { openStorage } from '@/server/storage/open';
import { makeTempDir, type TestServer } from './harness';
import { readDb } from './knowledge-helpers';
import { testDatabaseUrl } from './test-storage';
import { multipart, type FilePart } from './upload-helpers';

/** The sizes of a stored file's chunks, in order (`dataDir`: whose database, as `testDatabaseUrl` names it). */
export async function storedChunkSizes(dataDir: string, key: string): Promise<number[]> {
  const rows = await readDb<{ size: number | string }>(
    dataDir,
    `SELECT length(c.data) AS size FROM stored_file_chunks c JOIN stored_files f ON f.version = c.version
      WHERE f.key = ? ORDER BY c.chunk_index`,
    [key],
  );
  return rows.map((row) => Number(row.size));
}

/** The stored files' keys starting with `prefix` (a whole key names one file). */
export async function storedFileKeys(dataDir: string, prefix: string): Promise<string[]> {
  const rows = await readDb<{ key: string }>(
    dataDir,
    'SELECT key FROM stored_files WHERE substr(key, 1, ?) = ? ORDER BY key',
    [prefix.length, prefix],
  );
  return rows.map((row) => row.key);
}

/** Replaces a stored file's bytes as a third instance would: through the database file store, from elsewhere. */
export async function replaceStoredFile(
  dataDir: string,
  file: { bucket: string; file_id: string },
  content: string,
): Promise<void> {
  const db = await openStorage(testDatabaseUrl(dataDir));
  const cacheDir = await makeTempDir('dbgpt-third-instance-');
  try {
    const files = createStoredFileRepository(db);
    const store = createDatabaseFileStore({
      files,
      cache: createStoredFileCache(cacheDir, files),
      uploadLimitBytes: 1024 * 1024,
    });
    const pending = await store.receive(Readable.from([Buffer.from(content)]));
    await pending.commit({ bucket: file.bucket, fileId: file.file_id });
  } finally {
    await db.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
}

/** A chunk of a write that never got its file row (an instance stopped midway), written at `writtenAt`. */
export async function addAbandonedChunk(dataDir: string, version: string, writtenAt: number): Promise<void> {
  const db = await openStorage(testDatabaseUrl(dataDir));
  try {
    await db.execute(
      'INSERT INTO stored_file_chunks (version, chunk_index, data, written_at) VALUES (?, 0, ?, ?)',
      [version, new Uint8Array([1, 2, 3]), writtenAt],
    );
  } finally {
    await db.close();
  }
}

/** Which of these chunk versions are still in the database. */
export async function chunkVersionsLeft(dataDir: string, versions: string[]): Promise<string[]> {
  const rows = await readDb<{ version: string }>(dataDir, 'SELECT DISTINCT version FROM stored_file_chunks');
  return versions.filter((version) => rows.some((row) => row.version === version));
}

async function newConversation(server: TestServer, mode: string, user: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/v1/chat/dialogue/new?chat_mode=${mode}`, {
    method: 'POST',
    headers: { 'user-id': user },
  });
  return ((await response.json()) as { data: { conv_uid: string } }).data.conv_uid;
}

export interface Uploaded {
  bucket: string;
  file_id: string;
}

/** A chat upload (`chat_normal` unless told) into a new conversation of `user`. */
export async function chatUpload(server: TestServer, file: FilePart, mode = 'chat_normal', user = 'ann') {
  const convUid = await newConversation(server, mode, user);
  const { body, contentType } = multipart([file]);
  const response = await fetch(
    `${server.baseUrl}/api/v1/resource/file/upload?conv_uid=${convUid}&chat_mode=${mode}`,
    { method: 'POST', headers: { 'content-type': contentType, 'user-id': user }, body },
  );
  const answer = (await response.json()) as { success: boolean; err_msg: string | null; data: Uploaded };
  return { status: response.status, answer };
}

/** The file serve route, GET unless told. */
export const serve = (server: TestServer, { bucket, file_id }: Uploaded, method = 'GET') =>
  fetch(`${server.baseUrl}${FILE_SERVE_PATH}/${bucket}/${file_id}`, {
    method,
    headers: { 'user-id': 'ann' },
  });

/** A JSON call as `user` (the `user-id` header of `AUTH_MODE=none`). */
export async function json<T>(
  server: TestServer,
  method: string,
  route: string,
  user: string,
  body?: unknown,
) {
  const response = await fetch(`${server.baseUrl}${route}`, {
    method,
    headers: { 'user-id': user, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { err_msg: string | null; data: T } };
}
