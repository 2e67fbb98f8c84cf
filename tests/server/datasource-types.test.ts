import type { DatasourceTypeWithConnector, StoredDatasource } from '@/contract/datasource';
import { openStorage } from '@/server/storage/open';
import { DATASOURCES, datasourceApi } from './datasource-helpers';
import { startTestServer, type TestServer } from './harness';
import { testDatabaseUrl } from './test-storage';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const TYPES = '/api/v2/serve/datasource-types';
const mssql = (extra: Record<string, unknown> = {}) => ({
  type: 'mssql',
  params: {
    host: 'db.example',
    port: 1433,
    user: 'sa',
    password: 'S3cret-at-rest',
    database: 'erp',
    ...extra,
  },
});

describe('the datasource type catalogue', () => {
  it('lists the 23 types of the spec, each with its form, and which ones this server connects to', async () => {
    const { call } = datasourceApi(server);
    const { types } = (await call<{ types: DatasourceTypeWithConnector[] }>('GET', TYPES)).body.data;
    expect(types.map((type) => type.name)).toEqual([
      'mysql',
      'oceanbase',
      'mssql',
      'duckdb',
      'sqlite',
      'clickhouse',
      'oracle',
      'access',
      'mongodb',
      'doris',
      'starrocks',
      'db2',
      'hbase',
      'redis',
      'cassandra',
      'couchbase',
      'omc',
      'postgresql',
      'vertica',
      'spark',
      'hive',
      'space',
      'tugraph',
    ]);
    expect(types.filter((type) => type.connector_available).map((type) => type.name)).toEqual([
      'mysql',
      'oceanbase',
      'duckdb',
      'sqlite',
      'clickhouse',
      'doris',
      'starrocks',
      'postgresql',
    ]);
    const postgres = types.find((type) => type.name === 'postgresql');
    expect(postgres?.label).toBe('PostgreSQL');
    expect(
      postgres?.parameters.map((p) => [p.param_name, p.param_type, p.required, p.default_value]),
    ).toEqual([
      ['host', 'string', true, null],
      ['port', 'integer', true, 5432],
      ['user', 'string', true, null],
      ['password', 'string', false, null],
      ['database', 'string', true, null],
      ['pool_size', 'integer', false, 5],
      ['connect_timeout', 'integer', false, 30],
      ['allow_writes', 'boolean', false, false],
    ]);
    expect(postgres?.parameters[3]?.ext_metadata).toEqual({ tags: 'privacy' });
    const sqlite = types.find((type) => type.name === 'sqlite');
    expect(sqlite?.parameters.map((p) => p.param_name)).toEqual(['path', 'allow_writes']);
    expect(types.find((type) => type.name === 'doris')?.label).toBe('ApacheDoris');
  });

  it('writes labels and descriptions in the caller language', async () => {
    const { call } = datasourceApi(server);
    const { types } = (await call<{ types: DatasourceTypeWithConnector[] }>('GET', TYPES, undefined, 'zh-CN'))
      .body.data;
    const mysql = types.find((type) => type.name === 'mysql');
    expect(mysql?.description).toBe('MySQL：流行的开源关系型数据库');
    expect(mysql?.parameters.map((p) => p.label)).toEqual([
      '主机',
      '端口',
      '用户名',
      '密码',
      '数据库',
      '连接池大小',
      '连接超时（秒）',
      '允许写入',
    ]);
  });
});

describe('datasource requests the server refuses', () => {
  it('names an unknown type and every bad parameter', async () => {
    const { call } = datasourceApi(server);
    const unknown = await call('POST', DATASOURCES, { type: 'excel', params: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, err_code: 'E0001', data: null });
    expect(unknown.body.err_msg).toMatch(/^type: must be one of mysql, oceanbase, mssql, duckdb, sqlite/);
    const bad = await call('POST', `${DATASOURCES}/test-connection`, {
      type: 'postgresql',
      params: { port: 'abc', database: 'shop' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.err_msg).toContain('params.host:');
    expect(bad.body.err_msg).toContain('params.port:');
    const noPath = await call('POST', DATASOURCES, { type: 'sqlite', params: { path: '  ' } }, 'zh');
    expect(noPath.body.err_msg).toContain('params.path');
    expect((await call('GET', `${DATASOURCES}/abc`)).status).toBe(400);
  });

  it('stores a type without a connector, but says it cannot connect to it', async () => {
    const { call, answers } = datasourceApi(server);
    const created = await call<StoredDatasource>('POST', DATASOURCES, { ...mssql(), display_name: 'ERP' });
    expect(created.status).toBe(200);
    expect(created.body.data.params).toMatchObject({ host: 'db.example', password: '******' });
    const test = await call('POST', `${DATASOURCES}/test-connection`, mssql());
    expect(test.status).toBe(400);
    expect(test.body).toMatchObject({ err_code: 'E0003' });
    expect(test.body.err_msg).toBe(
      'This server has no connector for MSSQL databases: the connection can be saved, but not tested, browsed or queried',
    );
    const refresh = await call('POST', `${DATASOURCES}/${created.body.data.id}/refresh`, undefined, 'zh');
    expect(refresh.body.err_msg).toBe(
      '本服务器没有 MSSQL 数据库的连接器：可以保存该连接，但无法测试、浏览或查询',
    );
    const duplicate = await call('POST', DATASOURCES, { ...mssql(), display_name: 'ERP' }, 'zh');
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.err_msg).toBe('名为“ERP”的数据源已存在，请换一个显示名称');
    for (const answer of answers) expect(answer).not.toContain('S3cret-at-rest');

    // At rest the password is sealed: neither the params nor the sealed value hold it.
    const db = await openStorage(testDatabaseUrl(server.dataDir));
    const rows = await db
      .query<{ params: string; password_sealed: string }>('SELECT params, password_sealed FROM datasources')
      .finally(() => db.close());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain('S3cret-at-rest');
    expect(rows[0]?.password_sealed).toMatch(/^v1:/);
  });

  it('refuses an update to a display name another datasource holds', async () => {
    const { call } = datasourceApi(server);
    const first = await call<StoredDatasource>('POST', DATASOURCES, {
      ...mssql({ database: 'a' }),
      display_name: 'A',
    });
    const second = await call<StoredDatasource>('POST', DATASOURCES, {
      ...mssql({ database: 'b' }),
      display_name: 'B',
    });
    const clash = await call('PUT', DATASOURCES, {
      ...mssql({ database: 'b' }),
      id: second.body.data.id,
      display_name: 'A',
    });
    expect(clash.status).toBe(400);
    expect(clash.body.err_msg).toBe('A datasource named "A" already exists; choose another display name');
    const same = await call<StoredDatasource>('PUT', DATASOURCES, {
      ...mssql({ database: 'a' }),
      id: first.body.data.id,
      display_name: 'A',
      description: 'kept its own name',
    });
    expect(same.body.data).toMatchObject({ display_name: 'A', description: 'kept its own name' });
  });

  it('answers an update of nothing with a 400, and a delete of nothing with null', async () => {
    const { call } = datasourceApi(server);
    const update = await call('PUT', DATASOURCES, mssql({ database: 'missing' }));
    expect(update.status).toBe(400);
    expect(update.body.err_msg).toBe(
      'There is no datasource for the database "missing"; give the id of the datasource to update',
    );
    expect((await call('DELETE', `${DATASOURCES}/424242`)).body).toMatchObject({ success: true, data: null });
    const schema = await call('GET', `${DATASOURCES}/424242/schema`);
    expect(schema.status).toBe(404);
    expect(schema.body.err_msg).toBe('There is no datasource 424242');
  });
});
