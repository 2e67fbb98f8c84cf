import { createServer, type Server, type Socket } from 'node:net';
import type { DatasourceSchemaProfile, StoredDatasource } from '@/contract/datasource';
import { ConnectorError } from '@/server/datasources/connectors/connector';
import { postgresConnector } from '@/server/datasources/connectors/postgres';
import { freePort, startPostgres, type RunningDatabase } from '../support/database-servers';
import { DATASOURCES, datasourceApi, seedPostgres, serverParams, settingsOf } from './datasource-helpers';
import { startTestServer, type TestServer } from './harness';

let db: RunningDatabase;
let server: TestServer;

beforeAll(async () => {
  [db, server] = await Promise.all([startPostgres(), startTestServer()]);
  await seedPostgres(db);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await db?.stop();
});

/** A port that accepts connections and never says a word: the database that does not answer. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  const silent: Server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        silent.close(() => resolve());
      }),
  };
}

describe('PostgreSQL test-connection', () => {
  const test = (params: Record<string, unknown>, language = 'en') =>
    datasourceApi(server).call<boolean>(
      'POST',
      `${DATASOURCES}/test-connection`,
      { type: 'postgresql', params },
      language,
    );

  it('answers true for a reachable database with the right password', async () => {
    const answer = await test(serverParams(db));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: true });
  });

  it('says the password was refused, in the caller language', async () => {
    const answer = await test(serverParams(db, { password: 'wrong' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, err_code: 'E0003', data: null });
    expect(answer.body.err_msg).toMatch(
      /^Test connection failed: the database refused the user "tester" or its password/,
    );
    const zh = await test(serverParams(db, { password: 'wrong' }), 'zh-CN');
    expect(zh.body.err_msg).toMatch(/^测试连接失败：数据库拒绝了用户“tester”或其密码/);
  });

  it('names an unknown database', async () => {
    const answer = await test(serverParams(db, { database: 'nowhere' }));
    expect(answer.body.err_msg).toContain('the database "nowhere" does not exist on the server');
  });

  it('says the host cannot be reached', async () => {
    const port = await freePort();
    const answer = await test(serverParams(db, { port }));
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toContain(`cannot reach the database server at 127.0.0.1:${port}`);
  });

  it('gives up on a server that never answers after the connect time-out', async () => {
    const silent = await silentServer();
    try {
      const started = Date.now();
      const answer = await test(serverParams(db, { port: silent.port, connect_timeout: 1 }));
      expect(answer.body.err_msg).toContain('the database did not answer within 1 s');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await silent.close();
    }
  });
});

describe('a PostgreSQL datasource from create to delete', () => {
  it('stores, lists, updates, refreshes and deletes it without ever sending the password back', async () => {
    const { call, answers } = datasourceApi(server);
    const created = await call<StoredDatasource>('POST', DATASOURCES, {
      type: 'postgresql',
      params: serverParams(db),
      description: 'the shop',
      display_name: 'Shop (production)',
    });
    expect(created.status).toBe(200);
    const datasource = created.body.data;
    expect(datasource).toMatchObject({
      type: 'postgresql',
      db_name: 'shop',
      display_name: 'Shop (production)',
      description: 'the shop',
      params: { host: db.host, port: db.port, user: 'tester', password: '******', allow_writes: false },
    });

    // A second `shop` database is fine under another display name; the same display name is not.
    const duplicate = await call('POST', DATASOURCES, {
      type: 'postgresql',
      params: serverParams(db),
      display_name: 'Shop (production)',
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.err_msg).toBe(
      'A datasource named "Shop (production)" already exists; choose another display name',
    );

    const list = await call<StoredDatasource[]>('GET', `${DATASOURCES}?db_type=postgresql`);
    expect(list.body.data.map((item) => item.id)).toContain(datasource.id);
    expect((await call<StoredDatasource>('GET', `${DATASOURCES}/${datasource.id}`)).body.data.id).toBe(
      datasource.id,
    );

    // The mask sent back keeps the stored password: refresh still signs in.
    const updated = await call<StoredDatasource>('PUT', DATASOURCES, {
      id: datasource.id,
      type: 'postgresql',
      params: { ...serverParams(db), password: '******' },
      description: 'the shop, renamed',
      display_name: 'Shop',
    });
    expect(updated.body.data).toMatchObject({ display_name: 'Shop', description: 'the shop, renamed' });
    expect((await call<null>('GET', `${DATASOURCES}/${datasource.id}/schema`)).body.data).toBeNull();
    const refreshed = await call('POST', `${DATASOURCES}/${datasource.id}/refresh`);
    expect(refreshed.body).toMatchObject({ success: true, data: true });

    const schema = (await call<DatasourceSchemaProfile>('GET', `${DATASOURCES}/${datasource.id}/schema`)).body
      .data;
    expect(schema).toMatchObject({ datasource_id: datasource.id, db_name: 'shop', type: 'postgresql' });
    const customers = schema.tables.find((table) => table.name === 'customers');
    expect(customers).toMatchObject({
      kind: 'table',
      comment: 'People who buy',
      row_estimate: 2,
      primary_key: ['id'],
      columns: [
        { name: 'id', type: 'integer', nullable: false, comment: null, primary_key: true },
        { name: 'name', type: 'text', nullable: false, comment: 'Full name', primary_key: false },
      ],
    });
    expect(schema.tables.find((table) => table.name === 'orders')?.foreign_keys).toEqual([
      { columns: ['customer_id'], ref_table: 'customers', ref_columns: ['id'] },
    ]);
    expect(schema.tables.find((table) => table.name === 'numbers')?.row_estimate).toBe(50_000);

    const choices = await call<{ param: string; type: string; datasource_id: number }[]>(
      'POST',
      '/api/v1/chat/mode/params/list?chat_mode=chat_with_db_execute',
    );
    expect(choices.body.data).toContainEqual(
      expect.objectContaining({
        param: 'Shop',
        type: 'postgresql',
        datasource_id: datasource.id,
        db_name: 'shop',
      }),
    );

    // The mask tests the stored password against the same server, never against another one.
    const masked = { ...serverParams(db), password: '******' };
    const again = await call('POST', `${DATASOURCES}/test-connection`, {
      id: datasource.id,
      type: 'postgresql',
      params: masked,
    });
    expect(again.body.data).toBe(true);
    const elsewhere = await call('POST', `${DATASOURCES}/test-connection`, {
      id: datasource.id,
      type: 'postgresql',
      params: { ...masked, host: 'localhost' },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.err_msg).toMatch(/^Enter the password again/);

    expect((await call('DELETE', `${DATASOURCES}/${datasource.id}`)).body).toMatchObject({
      success: true,
      data: null,
    });
    expect((await call('GET', `${DATASOURCES}/${datasource.id}`)).body.data).toBeNull();
    const gone = await call('GET', `${DATASOURCES}/${datasource.id}/schema`);
    expect(gone.status).toBe(404);
    expect((await call('POST', `${DATASOURCES}/${datasource.id}/refresh`)).status).toBe(404);

    expect(answers.length).toBeGreaterThan(10);
    for (const answer of answers) expect(answer).not.toContain(db.password);
  });

  it('refuses to save a datasource it cannot connect to', async () => {
    const { call } = datasourceApi(server);
    const answer = await call('POST', DATASOURCES, {
      type: 'postgresql',
      params: serverParams(db, { password: 'wrong' }),
      display_name: 'never saved',
    });
    expect(answer.status).toBe(400);
    const list = await call<StoredDatasource[]>('GET', DATASOURCES);
    expect(list.body.data.map((item) => item.display_name)).not.toContain('never saved');
  });
});

describe('PostgreSQL queries', () => {
  const failureOf = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: unknown) => (error instanceof ConnectorError ? error.reason : error),
    );

  it('refuses a write on a read-only datasource in the database itself', async () => {
    const sql = "INSERT INTO customers (id, name) VALUES (9, 'Eve')";
    expect(
      await failureOf(postgresConnector.runQuery(settingsOf(db), sql, { rowLimit: 10, timeoutMs: 5_000 })),
    ).toBe('readOnly');
    // Hidden in a CTE the parser of a client would miss, the transaction still refuses it.
    const hidden = 'WITH x AS (DELETE FROM orders RETURNING id) SELECT count(*) FROM x';
    expect(
      await failureOf(postgresConnector.runQuery(settingsOf(db), hidden, { rowLimit: 10, timeoutMs: 5_000 })),
    ).toBe('readOnly');
    const writable = settingsOf(db, { allowWrites: true });
    await postgresConnector.runQuery(writable, "INSERT INTO customers (id, name) VALUES (9, 'Eve')", {
      rowLimit: 10,
      timeoutMs: 5_000,
    });
    const read = await postgresConnector.runQuery(settingsOf(db), 'SELECT name FROM customers WHERE id = 9', {
      rowLimit: 10,
      timeoutMs: 5_000,
    });
    expect(read).toEqual({ columns: ['name'], rows: [['Eve']], truncated: false });
  });

  it('lets no statement end the read-only transaction and write after it', async () => {
    const limits = { rowLimit: 10, timeoutMs: 5_000 };
    for (const sql of [
      'SELECT 1; COMMIT; DELETE FROM orders',
      'COMMIT; DELETE FROM orders',
      'ROLLBACK; SET statement_timeout = 0; DELETE FROM orders',
    ]) {
      const refused = await postgresConnector
        .runQuery(settingsOf(db), sql, limits)
        .catch((error: unknown) => error);
      expect(refused, sql).toBeInstanceOf(ConnectorError);
      expect((refused as ConnectorError).detail, sql).toMatch(/cannot insert multiple commands/);
    }
    const count = await postgresConnector.runQuery(
      settingsOf(db),
      'SELECT count(*) AS n FROM orders',
      limits,
    );
    expect(count.rows).toEqual([[3]]);
  });

  it('stops a query past the time-out', async () => {
    const started = Date.now();
    const reason = await failureOf(
      postgresConnector.runQuery(settingsOf(db), 'SELECT pg_sleep(10)', { rowLimit: 10, timeoutMs: 500 }),
    );
    expect(reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reads counts and decimals as numbers, and integers beyond 2^53 as exact text', async () => {
    const result = await postgresConnector.runQuery(
      settingsOf(db),
      'SELECT count(*) AS orders, sum(amount) AS total, CAST(9007199254740993 AS DECIMAL(20, 0)) AS big FROM orders',
      { rowLimit: 10, timeoutMs: 5_000 },
    );
    expect(result.rows).toEqual([[3, 37.5, '9007199254740993']]);
  });

  it('cuts a huge result at the row limit', async () => {
    const result = await postgresConnector.runQuery(settingsOf(db), 'SELECT n FROM numbers ORDER BY n;', {
      rowLimit: 100,
      timeoutMs: 5_000,
    });
    expect(result.columns).toEqual(['n']);
    expect(result.rows).toHaveLength(100);
    expect(result.rows[99]).toEqual([100]);
    expect(result.truncated).toBe(true);
  });
});
