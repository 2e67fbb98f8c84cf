import { access, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredDatasource } from '@/contract/datasource';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';
import { DATASOURCES, makeDuckdbShop, makeSqliteShop } from './datasource-helpers';
import type { TestServer } from './harness';

/** An ordinary user adds an SQLite or DuckDB datasource by uploading the file (no folder of the server named). */
let server: TestServer;
let source: string;
let session: string;
let adminSession: string;
let otherSession: string;
let sqliteBytes: Buffer;
let duckdbBytes: Buffer;

beforeAll(async () => {
  source = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-upload-src-'));
  sqliteBytes = await readFile(await makeSqliteShop(source));
  duckdbBytes = await readFile(await makeDuckdbShop(source));
  // No DATASOURCE_FILE_ROOTS: only uploads can become file datasources.
  server = await startLocalServer({ DATASOURCE_FILE_ROOTS: '', UPLOAD_LIMIT_MB: '8' });
  adminSession = await signIn(server, ADMIN.email, ADMIN.password);
  await createUser(server, adminSession, { email: 'user@example.com', password: 'an ordinary password' });
  await createUser(server, adminSession, { email: 'other@example.com', password: 'another ordinary one' });
  session = await signIn(server, 'user@example.com', 'an ordinary password');
  otherSession = await signIn(server, 'other@example.com', 'another ordinary one');
});

afterAll(async () => {
  await server?.close();
  await rm(source, { recursive: true, force: true });
});

async function upload(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
  language = 'en',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${server.baseUrl}${DATASOURCES}/upload`, {
    method: 'POST',
    headers: { cookie: `dbgpt_session=${session}`, 'accept-language': language },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; err_msg: string; data: StoredDatasource },
  };
}

const uploadsDir = () => path.join(server.dataDir, 'datasources');
const uploadFolders = async () => readdir(uploadsDir()).catch(() => []);

describe('uploading a database file', () => {
  it('makes an SQLite datasource under DATA_DIR/datasources/ that can be queried, and deleting it removes the file', async () => {
    const answer = await upload({ display_name: 'My shop' }, { name: '../../shop.db', bytes: sqliteBytes });
    expect(answer.status).toBe(200);
    const { id, params } = answer.body.data as StoredDatasource & { params: { path: string } };
    expect(answer.body.data).toMatchObject({
      type: 'sqlite',
      db_name: 'sqlite_shop',
      display_name: 'My shop',
    });
    expect(path.dirname(path.dirname(params.path))).toBe(uploadsDir());
    expect(await readFile(params.path)).toEqual(sqliteBytes);
    const refreshed = await call(server, `${DATASOURCES}/${id}/refresh`, { method: 'POST', session });
    expect(refreshed.status).toBe(200);
    const schema = await call(server, `${DATASOURCES}/${id}/schema`, { session });
    expect((schema.body.data as { tables: { name: string }[] }).tables.map((table) => table.name)).toContain(
      'orders',
    );

    await call(server, `${DATASOURCES}/${id}`, { method: 'DELETE', session });
    await expect(access(params.path)).rejects.toThrow();
    expect(await uploadFolders()).toEqual([]);
  });

  it('knows a DuckDB file by its magic, whatever its name, and keeps the visibility asked for', async () => {
    const answer = await upload({ visibility: 'public' }, { name: 'numbers.bin', bytes: duckdbBytes });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      type: 'duckdb',
      db_name: 'duckdb_numbers',
      visibility: 'public',
    });
    await call(server, `${DATASOURCES}/${answer.body.data.id}`, { method: 'DELETE', session });
  });

  it('refuses a file that is no database, or not the type named, and keeps nothing of it', async () => {
    const text = await upload(
      {},
      { name: 'notes.db', bytes: Buffer.from('SELECT readfile("/etc/passwd")') },
      'zh',
    );
    expect(text.status).toBe(400);
    expect(text.body.err_msg).toContain('不是 SQLite / DuckDB 数据库文件');
    const mismatch = await upload({ type: 'duckdb' }, { name: 'shop.duckdb', bytes: sqliteBytes });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.err_msg).toBe(
      '"shop.duckdb" is not a DuckDB database file: its first bytes are not those of one',
    );
    const other = await upload({ type: 'mysql' }, { name: 'shop.db', bytes: sqliteBytes });
    expect(other.body.err_msg).toContain('Only SQLite and DuckDB database files can be uploaded');
    expect(await uploadFolders()).toEqual([]);
  });

  it('answers a file past UPLOAD_LIMIT_MB, no file, two files and a malformed body with a 4xx envelope', async () => {
    const big = Buffer.concat([sqliteBytes, Buffer.alloc(8 * 1024 * 1024 + 1)]);
    const tooLarge = await upload({}, { name: 'big.db', bytes: big });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.err_msg).toContain('larger than 8 MB');
    expect((await upload({ type: 'sqlite' })).body.err_msg).toContain('The upload holds no file');

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sqliteBytes)]), 'a.db');
    form.append('file', new Blob([new Uint8Array(sqliteBytes)]), 'b.db');
    const two = await fetch(`${server.baseUrl}${DATASOURCES}/upload`, {
      method: 'POST',
      headers: { cookie: `dbgpt_session=${session}` },
      body: form,
    });
    expect(two.status).toBe(400);

    for (const body of [
      '--zzz\r\nbroken',
      '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.db"\r\n\r\nSQLite',
    ]) {
      const broken = await fetch(`${server.baseUrl}${DATASOURCES}/upload`, {
        method: 'POST',
        headers: { cookie: `dbgpt_session=${session}`, 'content-type': 'multipart/form-data; boundary=zzz' },
        body,
      });
      expect(broken.status).toBe(400);
      expect(((await broken.json()) as { success: boolean }).success).toBe(false);
    }
    const json = await call(server, `${DATASOURCES}/upload`, { session, body: { type: 'sqlite' } });
    expect(json.status).toBe(400);
    expect(await uploadFolders()).toEqual([]);
  });

  it("lets nobody but an administrator name another datasource's upload; its owner keeps it through an edit", async () => {
    const first = await upload({ display_name: 'mine' }, { name: 'private.db', bytes: sqliteBytes });
    const file = (first.body.data as unknown as { params: { path: string } }).params.path;
    for (const caller of [otherSession, session]) {
      const named = await call(server, DATASOURCES, {
        session: caller,
        body: { type: 'sqlite', display_name: 'borrowed', params: { path: file } },
      });
      expect(named.status).toBe(400);
      expect(named.body.err_msg).toContain('uploaded for another datasource');
    }
    const tested = await call(server, `${DATASOURCES}/test-connection`, {
      session: otherSession,
      body: { type: 'sqlite', params: { path: file } },
    });
    expect(tested.status).toBe(400);
    const edited = await call(server, DATASOURCES, {
      method: 'PUT',
      session,
      body: { id: first.body.data.id, type: 'sqlite', description: 'edited', params: { path: file } },
    });
    expect(edited.status).toBe(200);
    await call(server, `${DATASOURCES}/${first.body.data.id}`, { method: 'DELETE', session });
  });

  it('keeps an upload while another datasource still names it', async () => {
    const first = await upload({ display_name: 'first' }, { name: 'kept.db', bytes: sqliteBytes });
    const file = (first.body.data as unknown as { params: { path: string } }).params.path;
    const second = await call(server, DATASOURCES, {
      session: adminSession,
      body: { type: 'sqlite', display_name: 'second', params: { path: file } },
    });
    expect(second.status).toBe(200);
    await call(server, `${DATASOURCES}/${first.body.data.id}`, { method: 'DELETE', session });
    await expect(access(file)).resolves.toBeUndefined();
    await call(server, `${DATASOURCES}/${(second.body.data as { id: number }).id}`, {
      method: 'DELETE',
      session: adminSession,
    });
    await expect(access(file)).rejects.toThrow();
  });
});
