import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { askData, chartViews, sqlReply } from './chat-data-helpers';
import { DATASOURCES, makeSqliteShop } from './datasource-helpers';
import {
  addAbandonedChunk,
  chatUpload,
  chunkVersionsLeft,
  json,
  replaceStoredFile,
  serve,
  storedChunkSizes,
  storedFileKeys,
} from './file-store-database-helpers';
import { EVALUATE, ecall, uploadDatasetFile } from './evaluation-helpers';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { addSpace, listChunks, must, spacePath, uploadDocument, waitForSync } from './knowledge-helpers';
import { dropTestDatabase, prepareTestDatabase, testDatabaseUrl } from './test-storage';

/**
 * `FILE_STORE=database`: two instances on one database (SQLite file or PostgreSQL, as the suite runs),
 * each with its own `DATA_DIR` and no folder in common. What one stores, the other serves.
 */
let shared: string;
let fake: FakeOpenAI;
let first: TestServer;
let second: TestServer;
let env: Record<string, string>;

beforeAll(async () => {
  shared = await makeTempDir('dbgpt-db-files-');
  await prepareTestDatabase(shared);
  fake = await startFakeOpenAI();
  env = {
    FILE_STORE: 'database',
    DATABASE_URL: testDatabaseUrl(shared),
    DBGPT_SECRET_KEY: randomBytes(32).toString('hex'),
    UPLOAD_LIMIT_MB: '2',
    LLM_MODEL_NAME: 'fake-model',
    LLM_MODEL_PROVIDER: 'proxy/openai',
    OPENAI_API_BASE: `${fake.url}/v1`,
    OPENAI_API_KEY: 'k',
  };
  first = await startTestServer({ env, dataDir: await makeTempDir('dbgpt-first-') });
  second = await startTestServer({ env, dataDir: await makeTempDir('dbgpt-second-') });
}, 60_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  await fake?.close();
  await dropTestDatabase(shared);
  for (const dir of [shared, first?.dataDir, second?.dataDir])
    if (dir) await rm(dir, { recursive: true, force: true });
});

const cacheOf = (server: TestServer) => path.join(server.dataDir, 'file-cache');
const listed = (folder: string) => readdir(folder).catch(() => [] as string[]);

// A test restarts an instance, another waits for a knowledge sync: more than five seconds on a busy machine.
describe('FILE_STORE=database with two instances and no shared folder', { timeout: 30_000 }, () => {
  it('stores a chat upload in the database in bounded chunks, and the other instance serves it', async () => {
    const bytes = randomBytes(1_300_000);
    const { status, answer } = await chatUpload(first, { name: 'noise.bin', content: bytes });
    expect(status).toBe(200);
    const key = `files/${answer.data.bucket}/${answer.data.file_id}`;
    const sizes = await storedChunkSizes(shared, key);
    expect(sizes.length).toBe(3);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(512 * 1024);
    for (const server of [first, second])
      expect(await listed(path.join(server.dataDir, 'files'))).toEqual([]);

    const served = await serve(second, answer.data);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('serves a file replaced on another instance fresh, never its stale copy', async () => {
    const { answer } = await chatUpload(first, { name: 'notes.md', content: '# Old\n' });
    expect(await (await serve(second, answer.data)).text()).toBe('# Old\n');
    await replaceStoredFile(shared, answer.data, '# New\n');
    expect(await (await serve(second, answer.data)).text()).toBe('# New\n');
    const copies = await listed(path.join(cacheOf(second), 'files', answer.data.bucket, answer.data.file_id));
    expect(copies).toHaveLength(1);
  });

  it('deletes the bytes with the file, and the other instance drops its copy when it next looks', async () => {
    const { answer } = await chatUpload(first, { name: 'gone.md', content: 'soon gone' });
    expect((await serve(first, answer.data)).status).toBe(200);
    const copy = path.join(cacheOf(first), 'files', answer.data.bucket, answer.data.file_id);
    expect(await listed(copy)).toHaveLength(1);
    expect((await serve(second, answer.data, 'DELETE')).status).toBe(200);
    expect(await storedFileKeys(shared, `files/${answer.data.bucket}/${answer.data.file_id}`)).toEqual([]);
    expect((await serve(first, answer.data)).status).toBe(404);
    // The first instance drops the copy at its next sweep (at start, then every ten minutes), with the
    // chunks of a write left unfinished a day ago; a write under way is left alone.
    await addAbandonedChunk(shared, 'abandoned-yesterday', Date.now() - 25 * 60 * 60 * 1000);
    await addAbandonedChunk(shared, 'being-written', Date.now());
    await first.close();
    first = await startTestServer({ env, dataDir: first.dataDir });
    expect(await listed(copy)).toEqual([]);
    expect(await chunkVersionsLeft(shared, ['abandoned-yesterday', 'being-written'])).toEqual([
      'being-written',
    ]);
  });

  it('refuses a file over the upload limit with the envelope, storing nothing', async () => {
    const before = await storedFileKeys(shared, 'files/');
    const { status, answer } = await chatUpload(second, { name: 'big.bin', content: randomBytes(2_200_000) });
    expect(status).toBe(413);
    expect(answer).toMatchObject({
      success: false,
      err_msg: 'The file is larger than the upload limit of 2 MB',
    });
    expect(await storedFileKeys(shared, 'files/')).toEqual(before);
  });

  it("reads a knowledge document uploaded on one instance into the other's chunks, and deletes its bytes with it", async () => {
    await addSpace(first, 'shared-docs');
    const uploaded = await uploadDocument(first, 'shared-docs', {
      name: 'manual.md',
      content: '# Manual\n\nPress the green button twice.',
    });
    expect(uploaded.status).toBe(200);
    // The first instance's copy is gone: whichever instance syncs reads the bytes from the database.
    await rm(cacheOf(first), { recursive: true, force: true });
    await must(second, spacePath('shared-docs', 'document/sync'), { doc_ids: [uploaded.body.data] });
    const [document] = await waitForSync(second, 'shared-docs');
    expect(document?.status).toBe('FINISHED');
    const chunks = await listChunks(second, 'shared-docs', { document_id: uploaded.body.data });
    expect(chunks.data.map((chunk) => chunk.content).join(' ')).toContain('Press the green button twice.');

    const fileId = document?.content?.split('/').pop() ?? '';
    expect(await storedFileKeys(shared, `files/dbgpt_knowledge_file/${fileId}`)).toHaveLength(1);
    await must(second, spacePath('shared-docs', 'document/delete'), { doc_name: 'manual.md' });
    expect(await storedFileKeys(shared, `files/dbgpt_knowledge_file/${fileId}`)).toEqual([]);
  });

  it('answers a spreadsheet chat on one instance from a table uploaded on the other, rebuilt when it is replaced', async () => {
    const csv = (amounts: number[]) => [
      'Region,Amount',
      ...amounts.map((amount, index) => `R${index % 2},${amount}`),
    ];
    const { answer } = await chatUpload(
      first,
      { name: 'sales.csv', content: csv([1, 2, 3, 4]).join('\n') },
      'chat_excel',
    );
    const ask = async () => {
      fake.replyOnce({
        text: sqlReply('SELECT SUM(Amount) AS total FROM sales', 'Total.', 'response_table'),
      });
      const reply = await askData(
        { server: second, fake, close: async () => undefined },
        { chat_mode: 'chat_excel', select_param: answer.data, user_input: 'Total?' },
        { 'user-id': 'ann' },
      );
      return chartViews(reply.content)[0]?.data;
    };
    expect(await ask()).toEqual([{ total: 10 }]);
    await replaceStoredFile(shared, answer.data, csv([10, 20]).join('\n'));
    expect(await ask()).toEqual([{ total: 30 }]);
  });

  it('queries an SQLite database uploaded on one instance from the other; nobody else may name it', async () => {
    const source = await makeTempDir('dbgpt-shop-');
    const form = new FormData();
    form.append('display_name', 'Shop in the database');
    form.append('allow_writes', 'true');
    form.append('file', new Blob([new Uint8Array(await readFile(await makeSqliteShop(source)))]), 'shop.db');
    const uploaded = await fetch(`${first.baseUrl}${DATASOURCES}/upload`, {
      method: 'POST',
      headers: { 'user-id': 'ann' },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { id, params } = ((await uploaded.json()) as { data: { id: number; params: { path: string } } })
      .data;
    expect(params.path).toMatch(/^stored-file:\/\/datasources\/[0-9a-f-]{36}\/shop\.db$/);
    await rm(source, { recursive: true, force: true });

    expect((await json(second, 'POST', `${DATASOURCES}/${id}/refresh`, 'ann')).status).toBe(200);
    const schema = await json<{ tables: { name: string }[] }>(
      second,
      'GET',
      `${DATASOURCES}/${id}/schema`,
      'ann',
    );
    expect(schema.body.data.tables.map((table) => table.name)).toContain('customers');

    // Read-only whatever it allows: a write would change one instance's copy only.
    fake.replyOnce({ text: sqlReply('DELETE FROM orders') });
    fake.replyOnce({ text: sqlReply('DELETE FROM orders') });
    const deleting = await askData(
      { server: second, fake, close: async () => undefined },
      { chat_mode: 'chat_with_db_execute', select_param: 'Shop in the database', user_input: 'Delete all' },
      { 'user-id': 'ann' },
    );
    expect(chartViews(deleting.content)[0]?.err_msg).toContain('read-only');

    const named = await json(second, 'POST', DATASOURCES, 'bob', {
      type: 'sqlite',
      params: { path: params.path },
    });
    expect(named.status).toBe(400);
    expect(named.body.err_msg).toContain('uploaded for another datasource');
    const [hash] = await listed(path.join(cacheOf(second), 'datasources', params.path.split('/')[3] ?? ''));
    const copy = path.join(
      cacheOf(second),
      'datasources',
      params.path.split('/')[3] ?? '',
      hash ?? '',
      'database',
    );
    const typed = await json(second, 'POST', DATASOURCES, 'bob', { type: 'sqlite', params: { path: copy } });
    expect(typed.status).toBe(400);
    expect(typed.body.err_msg).toContain("belongs to this server's own data");

    expect((await json(second, 'DELETE', `${DATASOURCES}/${id}`, 'ann')).status).toBe(200);
    expect(await storedFileKeys(shared, 'datasources/')).toEqual([]);
    expect(await listed(path.join(cacheOf(second), 'datasources'))).toEqual([]);
  });

  it('lets the other instance download an evaluation dataset uploaded as a file', async () => {
    const created = await uploadDatasetFile(
      first,
      { name: 'cases.csv', content: 'query,factual\nWhat is 2+2?,4\n' },
      { dataset_name: 'shared cases', members: '' },
    );
    expect(created.status).toBe(200);
    const download = await fetch(
      `${second.baseUrl}${EVALUATE}/dataset/download?code=${created.body.data.code}`,
      {
        headers: { 'user-id': '001' },
      },
    );
    expect(download.status).toBe(200);
    const listedSets = await ecall<{ items: { code: string }[] }>(second, `${EVALUATE}/datasets`);
    expect(listedSets.body.data.items.map((item) => item.code)).toContain(created.body.data.code);
  });
});
