import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';
import { DATASOURCES, makeDuckdbShop, makeSqliteShop } from './datasource-helpers';
import type { TestServer } from './harness';

/** File datasources only inside `DATA_DIR/datasources/` and `DATASOURCE_FILE_ROOTS`, links resolved first. */
let server: TestServer;
let root: string;
let elsewhere: string;
let session: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-roots-'));
  elsewhere = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-elsewhere-'));
  await Promise.all([makeSqliteShop(root), makeDuckdbShop(root), makeSqliteShop(elsewhere)]);
  server = await startLocalServer({ DATASOURCE_FILE_ROOTS: `${path.join(root, 'missing-root')},${root}` });
  // On PostgreSQL the data folder holds no database file: one in its place stands for the server's own data.
  if (!existsSync(path.join(server.dataDir, 'dbgpt.db'))) await makeSqliteShop(server.dataDir, 'dbgpt.db');
  const admin = await signIn(server, ADMIN.email, ADMIN.password);
  await createUser(server, admin, { email: 'user@example.com', password: 'an ordinary password' });
  session = await signIn(server, 'user@example.com', 'an ordinary password');
});

afterAll(async () => {
  await server?.close();
  await Promise.all([root, elsewhere].map((dir) => rm(dir, { recursive: true, force: true })));
});

const sqliteBody = (file: string) => ({ type: 'sqlite', params: { path: file } });

async function attempt(route: string, body: unknown, language = 'en') {
  return call(server, `${DATASOURCES}${route}`, { body, session, headers: { 'accept-language': language } });
}

describe('a file datasource must lie in an allowed folder', () => {
  it("refuses the product's own database to an ordinary user, at create and test, in both languages", async () => {
    const own = path.join(server.dataDir, 'dbgpt.db');
    for (const route of ['', '/test-connection']) {
      const answer = await attempt(route, sqliteBody(own));
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.err_msg).toContain("belongs to this server's own data");
    }
    const chinese = await attempt('', sqliteBody(own), 'zh');
    expect(chinese.body.err_msg).toContain('属于本服务器自身的数据');
    for (const companion of ['-wal', '-shm'])
      expect((await attempt('/test-connection', sqliteBody(own + companion))).status).toBe(400);
    expect((await call(server, DATASOURCES, { session })).body.data).toEqual([]);
  });

  it('refuses a link inside an allowed folder that points into DATA_DIR', async () => {
    const link = path.join(root, 'innocent.db');
    await symlink(path.join(server.dataDir, 'dbgpt.db'), link);
    try {
      const answer = await attempt('', sqliteBody(link));
      expect(answer.status).toBe(400);
      expect(answer.body.err_msg).toContain("belongs to this server's own data");
      const folderLink = path.join(root, 'data-link');
      await symlink(server.dataDir, folderLink);
      expect((await attempt('', sqliteBody(path.join(folderLink, 'dbgpt.db')))).body.err_msg).toContain(
        "belongs to this server's own data",
      );
    } finally {
      await rm(link, { force: true });
      await rm(path.join(root, 'data-link'), { force: true });
    }
  });

  it('refuses files outside the named folders, and says nothing of whether they exist', async () => {
    for (const file of [
      path.join(elsewhere, 'shop.db'),
      path.join(elsewhere, 'no-such.db'),
      '/etc/hostname',
    ]) {
      const answer = await attempt('/test-connection', sqliteBody(file));
      expect(answer.status).toBe(400);
      expect(answer.body.err_msg).toMatch(/is not in a folder datasources may use.*DATASOURCE_FILE_ROOTS/);
    }
    const relative = path.relative(process.cwd(), path.join(elsewhere, 'shop.db'));
    expect((await attempt('', sqliteBody(relative))).body.err_msg).toContain(
      'is not in a folder datasources may use',
    );
    const zh = await attempt(
      '',
      { type: 'duckdb', params: { path: path.join(elsewhere, 'x.duckdb') } },
      'zh',
    );
    expect(zh.body.err_msg).toContain('不在数据源可以使用的文件夹中');
  });

  it('accepts SQLite and DuckDB files inside DATASOURCE_FILE_ROOTS, and reports a missing one there', async () => {
    const sqlite = await attempt('', sqliteBody(path.join(root, 'shop.db')));
    expect(sqlite.status).toBe(200);
    const duckdb = await attempt('', { type: 'duckdb', params: { path: path.join(root, 'shop.duckdb') } });
    expect(duckdb.status).toBe(200);
    const missing = await attempt('/test-connection', sqliteBody(path.join(root, 'gone.db')));
    expect(missing.status).toBe(400);
    expect(missing.body.err_msg).toContain('there is no readable database file');
  });

  it('checks the path again each time the file is opened: a file swapped for a link is refused', async () => {
    await makeSqliteShop(root, 'swapped.db');
    const created = await attempt('', sqliteBody(path.join(root, 'swapped.db')));
    const { id } = created.body.data as { id: number };
    expect((await call(server, `${DATASOURCES}/${id}/refresh`, { method: 'POST', session })).status).toBe(
      200,
    );
    await rename(path.join(root, 'swapped.db'), path.join(root, 'moved.db'));
    await symlink(path.join(server.dataDir, 'dbgpt.db'), path.join(root, 'swapped.db'));
    const refused = await call(server, `${DATASOURCES}/${id}/refresh`, { method: 'POST', session });
    expect(refused.status).toBe(400);
    expect(refused.body.err_msg).toContain("belongs to this server's own data");
  });

  it("refuses any file under DATA_DIR outside datasources/ as the server's own data", async () => {
    const uploads = path.join(server.dataDir, 'files');
    await mkdir(uploads, { recursive: true });
    await makeSqliteShop(uploads, 'planted.db');
    const answer = await attempt('', sqliteBody(path.join(uploads, 'planted.db')));
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toContain("belongs to this server's own data");
  });
});
