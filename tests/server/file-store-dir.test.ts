import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, signIn, startLocalServer } from './auth-helpers';
import { DATASOURCES, makeSqliteShop } from './datasource-helpers';
import { makeTempDir, type TestServer } from './harness';
import { multipart, newConversation, uploadQuery } from './upload-helpers';

/**
 * Two instances of a team's server: one database, one shared file folder (`FILE_STORE_DIR`), each its own
 * `DATA_DIR`. What one stores, the other serves.
 */
let shared: string;
let fileStore: string;
let first: TestServer;
let second: TestServer;
let session: string;

beforeAll(async () => {
  shared = await makeTempDir('dbgpt-shared-');
  fileStore = path.join(shared, 'file-store');
  const env = {
    FILE_STORE_DIR: fileStore,
    DATABASE_URL: `file:${path.join(shared, 'dbgpt.db')}`,
    DBGPT_SECRET_KEY: randomBytes(32).toString('hex'),
    // The whole shared folder is a named root: only FILE_STORE_DIR's own protection keeps its files out.
    DATASOURCE_FILE_ROOTS: shared,
    UPLOAD_LIMIT_MB: '8',
  };
  first = await startLocalServer(env);
  second = await startLocalServer(env);
  session = await signIn(first, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await rm(shared, { recursive: true, force: true });
});

const listed = (folder: string) => readdir(folder).catch(() => [] as string[]);

describe('FILE_STORE_DIR shared by two instances', () => {
  it('stores a chat upload in the shared folder, and the other instance serves it', async () => {
    const headers = { cookie: `dbgpt_session=${session}` };
    const convUid = await newConversation(first.baseUrl, headers);
    const { body, contentType } = multipart([{ name: 'notes.md', content: '# Shared\n' }]);
    const uploaded = await fetch(`${first.baseUrl}/api/v1/resource/file/upload?${uploadQuery(convUid)}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': contentType },
      body,
    });
    expect(uploaded.status).toBe(200);
    const file = ((await uploaded.json()) as { data: { bucket: string; file_id: string } }).data;

    expect(await listed(path.join(fileStore, 'files', file.bucket))).toContain(file.file_id);
    expect(await listed(path.join(first.dataDir, 'files', file.bucket))).toEqual([]);
    const served = await fetch(`${second.baseUrl}/api/v2/serve/file/files/${file.bucket}/${file.file_id}`, {
      headers,
    });
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('# Shared\n');
  });

  it('keeps an uploaded database in the shared folder, queried from the other instance', async () => {
    const source = await makeSqliteShop(await makeTempDir('dbgpt-shop-'));
    const form = new FormData();
    form.append('display_name', 'Shared shop');
    form.append('file', new Blob([new Uint8Array(await readFile(source))]), 'shop.db');
    const uploaded = await fetch(`${first.baseUrl}${DATASOURCES}/upload`, {
      method: 'POST',
      headers: { cookie: `dbgpt_session=${session}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { id, params } = ((await uploaded.json()) as { data: { id: number; params: { path: string } } })
      .data;
    expect(path.relative(path.join(fileStore, 'datasources'), params.path).startsWith('..')).toBe(false);

    const refreshed = await call(second, `${DATASOURCES}/${id}/refresh`, { method: 'POST', session });
    expect(refreshed.status).toBe(200);
    await rm(path.dirname(source), { recursive: true, force: true });
  });

  it('refuses a file datasource naming anything else in FILE_STORE_DIR, in both languages', async () => {
    const planted = path.join(fileStore, 'files', 'planted');
    await mkdir(planted, { recursive: true });
    const file = await makeSqliteShop(planted, 'planted.db');
    const answer = await call(second, DATASOURCES, {
      body: { type: 'sqlite', params: { path: file } },
      session,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toContain("belongs to this server's own data");
    const chinese = await call(second, `${DATASOURCES}/test-connection`, {
      body: { type: 'sqlite', params: { path: file } },
      session,
      headers: { 'accept-language': 'zh' },
    });
    expect(chinese.status).toBe(400);
    expect(chinese.body.err_msg).toContain('属于本服务器自身的数据');
  });
});
