import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { PreparedWrites } from '@/server/storage/prepared-writes';
import { makeTempDir } from './harness';

export interface SqliteWriterFixture {
  dataDir: string;
  client: Client;
  writer: PreparedWrites;
}

/**
 * Before each test, a new WAL-mode SQLite file holding `table` (its CREATE TABLE), opened twice: by
 * `@libsql/client` and by the prepared-statement writer the group commit uses; both closed after it.
 */
export function sqliteWriterPerTest(prefix: string, table: string, intMode?: 'bigint'): SqliteWriterFixture {
  const fixture = {} as SqliteWriterFixture;
  beforeEach(async () => {
    fixture.dataDir = await makeTempDir(prefix);
    const file = path.join(fixture.dataDir, 'test.db');
    fixture.client = createClient({ url: `file:${file}`, ...(intMode ? { intMode } : {}) });
    await fixture.client.execute('PRAGMA journal_mode = WAL');
    await fixture.client.execute(table);
    const opened = PreparedWrites.open(file, 5000);
    if (!opened) throw new Error('a file database has a writer of its own');
    fixture.writer = opened;
  });
  afterEach(async () => {
    fixture.writer.close();
    fixture.client.close();
    await rm(fixture.dataDir, { recursive: true, force: true });
  });
  return fixture;
}
