import type { DatasourceSchemaProfile, StoredDatasource } from '@/contract/datasource';
import { ConnectorError } from '@/server/datasources/connectors/connector';
import { mysqlConnector } from '@/server/datasources/connectors/mysql';
import { freePort, startMariaDb, type RunningDatabase } from '../support/database-servers';
import { DATASOURCES, datasourceApi, seedMariaDb, serverParams, settingsOf } from './datasource-helpers';
import { startTestServer, type TestServer } from './harness';

let db: RunningDatabase;
let server: TestServer;

beforeAll(async () => {
  [db, server] = await Promise.all([startMariaDb(), startTestServer()]);
  await seedMariaDb(db);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await db?.stop();
});

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => (error instanceof ConnectorError ? error.reason : error),
  );

describe('MariaDB through the mysql2 connector', () => {
  it('tests connections of the MySQL-protocol family and says why one fails', async () => {
    const { call } = datasourceApi(server);
    const test = (type: string, params: Record<string, unknown>, language = 'en') =>
      call<boolean>('POST', `${DATASOURCES}/test-connection`, { type, params }, language);
    for (const type of ['mysql', 'oceanbase', 'doris', 'starrocks'])
      expect((await test(type, serverParams(db))).body).toMatchObject({ success: true, data: true });
    const wrong = await test('mysql', serverParams(db, { password: 'wrong' }), 'zh');
    expect(wrong.status).toBe(400);
    expect(wrong.body.err_msg).toMatch(/^测试连接失败：数据库拒绝了用户“tester”或其密码/);
    const unknown = await test('mysql', serverParams(db, { database: 'nowhere' }));
    expect(unknown.body.err_msg).toContain('the database "nowhere" does not exist on the server');
    const port = await freePort();
    const unreachable = await test('mysql', serverParams(db, { port }));
    expect(unreachable.body.err_msg).toContain(`cannot reach the database server at 127.0.0.1:${port}`);
  });

  it('creates, refreshes and reads the schema with comments and keys, the password never sent back', async () => {
    const { call, answers } = datasourceApi(server);
    const created = await call<StoredDatasource>('POST', DATASOURCES, {
      type: 'mysql',
      params: serverParams(db),
      display_name: 'Maria shop',
    });
    expect(created.body.data).toMatchObject({ db_name: 'shop', display_name: 'Maria shop' });
    const id = created.body.data.id;
    expect((await call('POST', `${DATASOURCES}/${id}/refresh`)).body.data).toBe(true);
    const schema = (await call<DatasourceSchemaProfile>('GET', `${DATASOURCES}/${id}/schema`)).body.data;
    expect(schema.tables.map((table) => table.name)).toEqual(['customers', 'numbers', 'orders']);
    expect(schema.tables[0]).toMatchObject({
      comment: 'People who buy',
      primary_key: ['id'],
      columns: [
        { name: 'id', type: 'int(11)', nullable: false, comment: null, primary_key: true },
        { name: 'name', type: 'varchar(40)', nullable: false, comment: 'Full name', primary_key: false },
      ],
    });
    expect(schema.tables[2]?.foreign_keys).toEqual([
      { columns: ['customer_id'], ref_table: 'customers', ref_columns: ['id'] },
    ]);
    // The update's flat body (v0.6.3) finds the row by its database name and keeps the stored password.
    const flat = await call<StoredDatasource>('PUT', DATASOURCES, {
      db_type: 'mysql',
      db_name: 'shop',
      db_host: db.host,
      db_port: String(db.port),
      db_user: db.user,
      comment: 'flat update',
    });
    expect(flat.body.data).toMatchObject({ id, description: 'flat update', params: { password: '******' } });
    expect((await call('POST', `${DATASOURCES}/${id}/refresh`)).body.data).toBe(true);
    await call('DELETE', `${DATASOURCES}/${id}`);
    for (const answer of answers) expect(answer).not.toContain(db.password);
  });

  it('refuses a write inside the read-only transaction, and allows it when writes are allowed', async () => {
    const limits = { rowLimit: 10, timeoutMs: 5_000 };
    const insert = "INSERT INTO customers (id, name) VALUES (9, 'Eve')";
    expect(await failureOf(mysqlConnector.runQuery(settingsOf(db), insert, limits))).toBe('readOnly');
    await mysqlConnector.runQuery(settingsOf(db, { allowWrites: true }), insert, limits);
    const read = await mysqlConnector.runQuery(
      settingsOf(db),
      'SELECT name FROM customers WHERE id = 9',
      limits,
    );
    expect(read).toEqual({ columns: ['name'], rows: [['Eve']], truncated: false });
  });

  it('lets no statement end the read-only transaction and write after it', async () => {
    const limits = { rowLimit: 10, timeoutMs: 5_000 };
    for (const sql of ['SELECT 1; COMMIT; DELETE FROM orders', 'COMMIT; DELETE FROM orders']) {
      const refused = await mysqlConnector
        .runQuery(settingsOf(db), sql, limits)
        .catch((error: unknown) => error);
      expect(refused, sql).toBeInstanceOf(ConnectorError);
      expect((refused as ConnectorError).detail, sql).toMatch(/error in your SQL syntax/);
    }
    const count = await mysqlConnector.runQuery(settingsOf(db), 'SELECT count(*) AS n FROM orders', limits);
    expect(count.rows).toEqual([[3]]);
  });

  it('reads counts and decimals as numbers, and integers beyond 2^53 as exact text', async () => {
    const result = await mysqlConnector.runQuery(
      settingsOf(db),
      'SELECT count(*) AS orders, sum(amount) AS total, CAST(9007199254740993 AS DECIMAL(20, 0)) AS big FROM orders',
      { rowLimit: 10, timeoutMs: 5_000 },
    );
    expect(result.rows).toEqual([[3, 37.5, '9007199254740993']]);
  });

  it('stops a query past the time-out and cuts a huge result at the row limit', async () => {
    const started = Date.now();
    const slow = mysqlConnector.runQuery(settingsOf(db), 'SELECT SLEEP(10)', {
      rowLimit: 10,
      timeoutMs: 1_000,
    });
    expect(await failureOf(slow)).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    const result = await mysqlConnector.runQuery(settingsOf(db), 'SELECT n FROM numbers ORDER BY n', {
      rowLimit: 100,
      timeoutMs: 5_000,
    });
    expect(result.rows).toHaveLength(100);
    expect(result.rows[0]).toEqual([1]);
    expect(result.truncated).toBe(true);
  });
});
