import type { Migration } from '../migration';

/**
 * Files kept in the database itself (`FILE_STORE=database`): one row per file naming its current version,
 * size and content hash (what an instance's local copy is checked against), and each version's bytes in
 * bounded chunks, so no file is ever one value in memory. A new version's chunks are written first and the
 * file row switched to them in one step, so a reader never sees half a file (chunks of a write that never
 * got its row, left by an instance that stopped, are swept once old). Keys name the owner kind:
 * `files/<bucket>/<file_id>`, `datasources/<id>`.
 */
export const storedFilesMigration: Migration = {
  id: 35,
  name: 'stored-files',
  async up(db, dialect) {
    await db.execute(
      `CREATE TABLE stored_files (
        key TEXT PRIMARY KEY,
        version TEXT NOT NULL,
        size BIGINT NOT NULL,
        content_hash TEXT NOT NULL,
        chunk_count INTEGER NOT NULL,
        stored_at BIGINT NOT NULL
      )`,
    );
    await db.execute(
      `CREATE TABLE stored_file_chunks (
        version TEXT NOT NULL,
        chunk_index INTEGER NOT NULL,
        data ${dialect === 'postgres' ? 'BYTEA' : 'BLOB'} NOT NULL,
        written_at BIGINT NOT NULL,
        PRIMARY KEY (version, chunk_index)
      )`,
    );
  },
};
