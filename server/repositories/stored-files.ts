import { randomUUID } from 'node:crypto';
import type { Database } from '../storage/db';

/** One file kept in the database: which chunks hold its bytes, and what they add up to. */
export interface StoredFileRecord {
  key: string;
  version: string;
  size: number;
  /** SHA-256 of the bytes, hex. */
  contentHash: string;
  chunkCount: number;
}

/** The bytes of files stored in the database (`FILE_STORE=database`), chunk by chunk. */
export interface StoredFileRepository {
  find(key: string): Promise<StoredFileRecord | null>;
  /**
   * Stores the chunks as a new version, then makes it the key's in one step (the old version's chunks go
   * with it). Chunks are written one at a time: memory holds one chunk, never the file.
   */
  save(
    key: string,
    chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    content: { size: number; contentHash: string },
  ): Promise<StoredFileRecord>;
  /** One chunk of a version; null when it is gone (the file was replaced or removed meanwhile). */
  readChunk(version: string, index: number): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
  /** Every stored key starting with `prefix`. */
  keysUnder(prefix: string): Promise<string[]>;
  /** Removes chunks no file names that were written before `before` (epoch ms): writes that never finished. */
  removeAbandonedChunks(before: number): Promise<number>;
}

interface FileRow {
  key: string;
  version: string;
  size: number | string;
  content_hash: string;
  chunk_count: number;
}

const toRecord = (row: FileRow): StoredFileRecord => ({
  key: row.key,
  version: row.version,
  size: Number(row.size),
  contentHash: row.content_hash,
  chunkCount: Number(row.chunk_count),
});

const asBytes = (data: ArrayBuffer | Uint8Array): Uint8Array =>
  data instanceof Uint8Array ? data : new Uint8Array(data);

const DELETE_VERSION_CHUNKS = 'DELETE FROM stored_file_chunks WHERE version = ?';

export function createStoredFileRepository(db: Database): StoredFileRepository {
  const find = async (key: string) => {
    const [row] = await db.query<FileRow>(
      'SELECT key, version, size, content_hash, chunk_count FROM stored_files WHERE key = ?',
      [key],
    );
    return row === undefined ? null : toRecord(row);
  };

  return {
    find,

    async save(key, chunks, content) {
      const version = randomUUID();
      let chunkCount = 0;
      try {
        for await (const chunk of chunks) {
          await db.execute(
            'INSERT INTO stored_file_chunks (version, chunk_index, data, written_at) VALUES (?, ?, ?, ?)',
            [version, chunkCount, chunk, Date.now()],
          );
          chunkCount += 1;
        }
        // The row is locked (PostgreSQL; SQLite's write transaction is the lock) so that two replacements at
        // once each remove the version they replace.
        const lock = db.dialect === 'postgres' ? ' FOR UPDATE' : '';
        await db.transaction(async (tx) => {
          const [previous] = await tx.query<{ version: string }>(
            `SELECT version FROM stored_files WHERE key = ?${lock}`,
            [key],
          );
          await tx.execute(
            `INSERT INTO stored_files (key, version, size, content_hash, chunk_count, stored_at)
             VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT (key) DO UPDATE SET version = excluded.version, size = excluded.size,
               content_hash = excluded.content_hash, chunk_count = excluded.chunk_count,
               stored_at = excluded.stored_at`,
            [key, version, content.size, content.contentHash, chunkCount, Date.now()],
          );
          if (previous) await tx.execute(DELETE_VERSION_CHUNKS, [previous.version]);
        });
      } catch (error) {
        await db.execute(DELETE_VERSION_CHUNKS, [version]).catch(() => undefined);
        throw error;
      }
      return { key, version, size: content.size, contentHash: content.contentHash, chunkCount };
    },

    async readChunk(version, index) {
      const [row] = await db.query<{ data: ArrayBuffer | Uint8Array }>(
        'SELECT data FROM stored_file_chunks WHERE version = ? AND chunk_index = ?',
        [version, index],
      );
      return row === undefined ? null : asBytes(row.data);
    },

    async remove(key) {
      await db.batch([
        {
          sql: 'DELETE FROM stored_file_chunks WHERE version IN (SELECT version FROM stored_files WHERE key = ?)',
          params: [key],
        },
        { sql: 'DELETE FROM stored_files WHERE key = ?', params: [key] },
      ]);
    },

    async removeAbandonedChunks(before) {
      const { rowsAffected } = await db.execute(
        `DELETE FROM stored_file_chunks WHERE written_at < ?
           AND NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.version = stored_file_chunks.version)`,
        [before],
      );
      return rowsAffected;
    },

    async keysUnder(prefix) {
      const rows = await db.query<{ key: string }>(
        'SELECT key FROM stored_files WHERE substr(key, 1, ?) = ? ORDER BY key',
        [prefix.length, prefix],
      );
      return rows.map((row) => row.key);
    },
  };
}
