import { createClient } from '@libsql/client';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StoredDatasource } from '@/contract/datasource';
import { openDatabase } from '@/server/storage/open';
import { framePayloads } from './chat-test-helpers';
import { sqlReply } from './chat-data-helpers';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';
import { makeSqliteShop } from './datasource-helpers';
import { canvas, canvasNode, edge, oneModelEnv } from './flow-helpers';
import type { TestServer } from './harness';
import { testDatabaseUrl } from './test-storage';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

/**
 * Issue 26's attack on datasources: an ordinary user got, changed, refreshed and deleted an administrator's
 * datasource and turned on `allow_writes`, after which a chat wrote into a database made read-only.
 */
const DATASOURCES = '/api/v2/serve/datasources';
const USER = { email: 'mallory@example.com', password: 'another long password' };
let server: TestServer;
let fake: FakeOpenAI;
let dir: string;
let admin: string;
let user: string;
let ledgerFile: string;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startLocalServer(oneModelEnv(fake.url));
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-datasource-owners-'));
  ledgerFile = await makeSqliteShop(dir, 'ledger.db');
  admin = await signIn(server, ADMIN.email, ADMIN.password);
  await createUser(server, admin, USER);
  user = await signIn(server, USER.email, USER.password);
});
afterEach(() => fake.reset());
afterAll(async () => {
  await server.close();
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

async function addLedger(name: string, extra: Record<string, unknown> = {}): Promise<StoredDatasource> {
  const answer = await call(server, DATASOURCES, {
    session: admin,
    body: { type: 'sqlite', params: { path: ledgerFile }, display_name: name, ...extra },
  });
  expect(answer.status).toBe(200);
  return answer.body.data as StoredDatasource;
}

async function customerCount(): Promise<number> {
  const client = createClient({ url: pathToFileURL(ledgerFile).href });
  try {
    const result = await client.execute('SELECT count(*) AS n FROM customers');
    return Number(result.rows[0]?.n);
  } finally {
    client.close();
  }
}

/** The user asks chat_with_db_execute about `name`; the model answers with an INSERT. */
async function chatInsert(name: string): Promise<string> {
  fake.setReply({ text: sqlReply("INSERT INTO customers (name) VALUES ('Mallory')") });
  const response = await fetch(`${server.baseUrl}/api/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `dbgpt_session=${encodeURIComponent(user)}` },
    body: JSON.stringify({
      model_name: 'fake-model',
      chat_mode: 'chat_with_db_execute',
      select_param: name,
      user_input: 'Add me as a customer',
    }),
  });
  expect(response.status).toBe(200);
  return framePayloads(await response.text()).join('\n');
}

const ledgerChange = (ledger: StoredDatasource) => ({
  id: ledger.id,
  type: 'sqlite',
  params: { path: ledgerFile, allow_writes: true },
  display_name: ledger.display_name,
});

describe("an ordinary user and an administrator's datasource", () => {
  it('private (the default): not listed, and get, change, refresh, test, schema and delete are 404', async () => {
    const ledger = await addLedger('Ledger');
    expect(ledger).toMatchObject({ visibility: 'private', can_change: true, params: { path: ledgerFile } });
    const before = await customerCount();

    const listed = await call(server, DATASOURCES, { session: user });
    expect((listed.body.data as StoredDatasource[]).map((d) => d.id)).not.toContain(ledger.id);
    const refusals = [
      await call(server, `${DATASOURCES}/${ledger.id}`, { session: user }),
      await call(server, DATASOURCES, { session: user, method: 'PUT', body: ledgerChange(ledger) }),
      await call(server, `${DATASOURCES}/${ledger.id}/refresh`, { session: user, method: 'POST' }),
      await call(server, `${DATASOURCES}/${ledger.id}/schema`, { session: user }),
      await call(server, `${DATASOURCES}/test-connection`, { session: user, body: ledgerChange(ledger) }),
      await call(server, `${DATASOURCES}/${ledger.id}`, { session: user, method: 'DELETE' }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(404);
      expect(refusal.body).toMatchObject({ success: false, err_msg: `There is no datasource ${ledger.id}` });
    }
    // DB-GPT's update by database name alone does not find it either.
    const byName = await call(server, DATASOURCES, {
      session: user,
      method: 'PUT',
      body: { type: 'sqlite', params: { path: ledgerFile, allow_writes: true } },
    });
    expect(byName.status).toBe(400);

    // The user has no datasource they may use: the chat says so, without naming the administrator's.
    const answer = await chatInsert('Ledger');
    expect(answer).toContain('There is no database to chat with yet');
    expect(fake.chatRequests()).toHaveLength(0);
    expect(await customerCount()).toBe(before);

    const reread = await call(server, `${DATASOURCES}/${ledger.id}`, { session: admin });
    expect(reread.body.data).toEqual(ledger);
  });

  it('public: used without its connection, never changed (403), and a chat cannot write to it', async () => {
    const ledger = await addLedger('Shared ledger', { visibility: 'public' });
    const before = await customerCount();

    const seen = await call(server, `${DATASOURCES}/${ledger.id}`, { session: user });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      display_name: 'Shared ledger',
      type: 'sqlite',
      params: {},
      db_path: '',
      visibility: 'public',
      can_change: false,
    });
    expect(JSON.stringify(seen.body)).not.toContain(ledgerFile);
    const listed = await call(server, DATASOURCES, { session: user });
    expect(JSON.stringify(listed.body)).not.toContain(ledgerFile);

    const refusals = [
      await call(server, DATASOURCES, { session: user, method: 'PUT', body: ledgerChange(ledger) }),
      await call(server, DATASOURCES, {
        session: user,
        method: 'PUT',
        body: { ...ledgerChange(ledger), params: { path: ledgerFile }, visibility: 'private' },
      }),
      await call(server, `${DATASOURCES}/${ledger.id}/refresh`, { session: user, method: 'POST' }),
      await call(server, `${DATASOURCES}/test-connection`, { session: user, body: ledgerChange(ledger) }),
      await call(server, `${DATASOURCES}/${ledger.id}`, { session: user, method: 'DELETE' }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403);
      expect(refusal.body.err_msg).toBe(
        'Only the owner of the datasource "Shared ledger" or an administrator may change, refresh, test or delete it',
      );
    }

    const answer = await chatInsert('Shared ledger');
    expect(answer).toContain('read-only');
    expect(await customerCount()).toBe(before);

    const reread = await call(server, `${DATASOURCES}/${ledger.id}`, { session: admin });
    expect(reread.body.data).toEqual(ledger);
  });

  it("the user's own datasource is private to them; an administrator sees and changes it", async () => {
    const own = await call(server, DATASOURCES, {
      session: user,
      body: { type: 'sqlite', params: { path: ledgerFile }, display_name: 'Mine', owner: 'someone-else' },
    });
    expect(own.status).toBe(200);
    const mine = own.body.data as StoredDatasource;
    expect(mine).toMatchObject({ visibility: 'private', can_change: true });

    const adminList = await call(server, DATASOURCES, { session: admin });
    expect((adminList.body.data as StoredDatasource[]).map((d) => d.id)).toContain(mine.id);
    const changed = await call(server, DATASOURCES, {
      session: admin,
      method: 'PUT',
      body: { id: mine.id, type: 'sqlite', params: { path: ledgerFile }, description: 'checked' },
    });
    expect(changed.body.data).toMatchObject({ description: 'checked', visibility: 'private' });
    // Still the user's: they change it back.
    const back = await call(server, DATASOURCES, {
      session: user,
      method: 'PUT',
      body: { id: mine.id, type: 'sqlite', params: { path: ledgerFile }, description: 'mine' },
    });
    expect(back.status).toBe(200);
  });

  it("a shared flow runs its owner's private datasource for others; their own flow cannot name it", async () => {
    const vault = await addLedger('Vault');
    const sqlFlow = (name: string, visibility: string) => ({
      name,
      label: name,
      state: 'deployed',
      visibility,
      flow_data: canvas(
        [
          canvasNode('trigger', 'http_trigger', 'Trigger', { path: `/${name}`, methods: 'POST' }),
          canvasNode('question', 'request_conversion', 'Question'),
          canvasNode('sql', 'sql_runner', 'Run SQL', { datasource: vault.display_name }),
        ],
        [edge('trigger', 'question'), edge('question', 'sql')],
      ),
    });
    const saved = await call(server, '/api/v2/serve/awel/flows', {
      session: admin,
      body: sqlFlow('count_them', 'public'),
    });
    expect(saved.status).toBe(200);
    const run = await fetch(`${server.baseUrl}/api/v1/awel/trigger/count_them`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `dbgpt_session=${encodeURIComponent(user)}` },
      body: JSON.stringify({ messages: 'SELECT count(*) AS n FROM customers' }),
    });
    expect(run.status).toBe(200);
    expect(await run.json()).toEqual([{ n: await customerCount() }]);

    const own = await call(server, '/api/v2/serve/awel/flows', {
      session: user,
      body: sqlFlow('mine_too', 'private'),
    });
    expect(own.status).toBe(404);
    expect(own.body.err_msg).toBe('There is no datasource Vault');
  });

  it('a datasource from before owners is public and changed by administrators only', async () => {
    const db = await openDatabase(testDatabaseUrl(server.dataDir));
    const stamp = new Date().toISOString();
    const [inserted] = await db
      .query<{ id: number }>(
        `INSERT INTO datasources (type, db_name, display_name, params, description, created_at, updated_at)
          VALUES ('sqlite', 'sqlite_ledger', 'Old ledger', ?, NULL, ?, ?) RETURNING id`,
        [JSON.stringify({ path: ledgerFile }), stamp, stamp],
      )
      .finally(() => db.close());
    const id = Number(inserted?.id);

    const seen = await call(server, `${DATASOURCES}/${id}`, { session: user });
    expect(seen.body.data).toMatchObject({ visibility: 'public', can_change: false, params: {} });
    const refused = await call(server, `${DATASOURCES}/${id}`, { session: user, method: 'DELETE' });
    expect(refused.status).toBe(403);
    const byAdmin = await call(server, `${DATASOURCES}/${id}`, { session: admin });
    expect(byAdmin.body.data).toMatchObject({ can_change: true, params: { path: ledgerFile } });
  });
});
