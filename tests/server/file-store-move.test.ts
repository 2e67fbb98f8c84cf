import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { moveFilesToDatabase } from '@/server/files/move-to-database';
import { openStorage } from '@/server/storage/open';
import { DATASOURCES, makeSqliteShop } from './datasource-helpers';
import { chatUpload, json, serve } from './file-store-database-helpers';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { dropTestDatabase, prepareTestDatabase, testDatabaseUrl } from './test-storage';

/** `npm run files:to-database`: an installation moved from the folder store to `FILE_STORE=database`. */
const env = { DBGPT_SECRET_KEY: randomBytes(32).toString('hex') };

// Two servers start and migrate their database: more than the default five seconds on a busy machine.
describe('moving a folder store into the database (npm run files:to-database)', { timeout: 60_000 }, () => {
  it('stores the uploads and uploaded databases, which an instance without the folder then serves', async () => {
    const folderStore = await makeTempDir('dbgpt-folder-store-');
    const database = await makeTempDir('dbgpt-moved-');
    await prepareTestDatabase(database);
    const common = { ...env, DATABASE_URL: testDatabaseUrl(database), FILE_STORE_DIR: folderStore };
    const before = await startTestServer({ env: { ...common, FILE_STORE: 'folder' } });
    let after: TestServer | undefined;
    try {
      const { answer } = await chatUpload(before, { name: 'old.md', content: 'kept in a folder' });
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await readFile(await makeSqliteShop(database)))]),
        'old-shop.db',
      );
      const uploaded = await fetch(`${before.baseUrl}${DATASOURCES}/upload`, {
        method: 'POST',
        headers: { 'user-id': 'ann' },
        body: form,
      });
      const { id } = ((await uploaded.json()) as { data: { id: number } }).data;
      await before.close();

      const db = await openStorage(testDatabaseUrl(database));
      const config = {
        dataDir: before.dataDir,
        fileStoreDir: folderStore,
        databaseUrl: testDatabaseUrl(database),
      };
      try {
        expect(await moveFilesToDatabase(db, config)).toEqual({ files: 1, datasources: 1 });
        expect(await moveFilesToDatabase(db, config)).toEqual({ files: 0, datasources: 0 });
      } finally {
        await db.close();
      }
      await rm(folderStore, { recursive: true, force: true });

      after = await startTestServer({ env: { ...common, FILE_STORE: 'database' } });
      expect(await (await serve(after, answer.data)).text()).toBe('kept in a folder');
      expect((await json(after, 'POST', `${DATASOURCES}/${id}/refresh`, 'ann')).status).toBe(200);
    } finally {
      await after?.close();
      await dropTestDatabase(database);
      await rm(folderStore, { recursive: true, force: true });
      await rm(database, { recursive: true, force: true });
    }
  });
});
