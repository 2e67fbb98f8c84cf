import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatasourceSchemaProfile, StoredDatasource } from '@/contract/datasource';
import { createClient } from '@libsql/client';
import { clickhouseConnector } from '@/server/datasources/connectors/clickhouse';
import { ConnectorError, type ConnectionSettings } from '@/server/datasources/connectors/connector';
import { duckdbConnector } from '@/server/datasources/connectors/duckdb';
import { sqliteConnector } from '@/server/datasources/connectors/sqlite';
import { createDatasourceServices } from '@/server/datasources/datasource-service';
import { ApiError } from '@/server/http/api-error';
import { createRepositories } from '@/server/repositories';
import { createSecretBox } from '@/server/secrets/secret-box';
import { openStorage } from '@/server/storage/open';
import { freePort } from '../support/database-servers';
import {
  DATASOURCES,
  datasourceApi,
  foldersWith,
  makeDuckdbShop,
  makeSqliteShop,
} from './datasource-helpers';
import { startTestServer, type TestServer } from './harness';
import { testDatabaseUrl } from './test-storage';

let dir: string;
let server: TestServer;
let sqliteFile: string;
let duckdbFile: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-files-'));
  [server, sqliteFile, duckdbFile] = await Promise.all([
    startTestServer(),
    makeSqliteShop(dir),
    makeDuckdbShop(dir),
  ]);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const fileSettings = (file: string, allowWrites = false): ConnectionSettings => ({
  host: '',
  port: 0,
  user: '',
  password: '',
  database: '',
  path: file,
  folders: foldersWith(path.dirname(file)),
  allowWrites,
  connectTimeoutMs: 5_000,
});
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => (error instanceof ConnectorError ? error.reason : error),
  );
const limits = { rowLimit: 100, timeoutMs: 5_000 };

describe('SQLite and DuckDB datasources', () => {
  it('stores a SQLite file under its type and file name, and reads its schema', async () => {
    const { call } = datasourceApi(server);
    const created = await call<StoredDatasource>('POST', DATASOURCES, {
      type: 'sqlite',
      params: { path: sqliteFile },
    });
    expect(created.body.data).toMatchObject({
      type: 'sqlite',
      db_name: 'sqlite_shop',
      display_name: 'sqlite_shop',
      params: { path: sqliteFile, allow_writes: false },
    });
    expect(created.body.data.params).not.toHaveProperty('password');
    const id = created.body.data.id;
    await call('POST', `${DATASOURCES}/${id}/refresh`);
    const schema = (await call<DatasourceSchemaProfile>('GET', `${DATASOURCES}/${id}/schema`)).body.data;
    expect(schema.tables.map((table) => [table.name, table.kind, table.row_estimate])).toEqual([
      ['big_orders', 'view', null],
      ['customers', 'table', 2],
      ['orders', 'table', 3],
    ]);
    expect(schema.tables[2]).toMatchObject({
      primary_key: ['id'],
      foreign_keys: [{ columns: ['customer_id'], ref_table: 'customers', ref_columns: ['id'] }],
    });
    const choices = await call<{ param: string }[]>(
      'POST',
      '/api/v1/chat/mode/params/list?chat_mode=chat_dashboard',
    );
    expect(choices.body.data).toContainEqual(
      expect.objectContaining({ param: 'sqlite_shop', type: 'sqlite' }),
    );
  });

  it('reads a DuckDB file: comments, keys and estimates', async () => {
    const { call } = datasourceApi(server);
    const created = await call<StoredDatasource>('POST', DATASOURCES, {
      type: 'duckdb',
      params: { path: duckdbFile },
      display_name: 'Duck shop',
    });
    expect(created.body.data).toMatchObject({ db_name: 'duckdb_shop', display_name: 'Duck shop' });
    await call('POST', `${DATASOURCES}/${created.body.data.id}/refresh`);
    const schema = (
      await call<DatasourceSchemaProfile>('GET', `${DATASOURCES}/${created.body.data.id}/schema`)
    ).body.data;
    const customers = schema.tables.find((table) => table.name === 'customers');
    expect(customers).toMatchObject({ comment: 'People who buy', primary_key: ['id'] });
    expect(customers?.columns[1]).toMatchObject({ name: 'name', type: 'VARCHAR', nullable: false });
    expect(schema.tables.find((table) => table.name === 'orders')?.foreign_keys).toEqual([
      { columns: ['customer_id'], ref_table: 'customers', ref_columns: ['id'] },
    ]);
  });

  it('says a file is missing instead of creating it', async () => {
    const { call } = datasourceApi(server);
    const missing = path.join(dir, 'typo.db');
    const answer = await call(
      'POST',
      `${DATASOURCES}/test-connection`,
      { type: 'sqlite', params: { path: missing } },
      'zh',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.err_msg).toBe(`测试连接失败：${missing} 处没有可读的数据库文件`);
  });

  it('refuses writes on read-only SQLite and DuckDB files, and runs them when writes are allowed', async () => {
    const insert = "INSERT INTO customers (id, name) VALUES (7, 'Sam')";
    expect(await failureOf(sqliteConnector.runQuery(fileSettings(sqliteFile), insert, limits))).toBe(
      'readOnly',
    );
    expect(await failureOf(duckdbConnector.runQuery(fileSettings(duckdbFile), insert, limits))).toBe(
      'readOnly',
    );
    await sqliteConnector.runQuery(fileSettings(sqliteFile, true), insert, limits);
    await duckdbConnector.runQuery(fileSettings(duckdbFile, true), insert, limits);
    const sql = 'SELECT name FROM customers WHERE id = 7';
    expect((await sqliteConnector.runQuery(fileSettings(sqliteFile), sql, limits)).rows).toEqual([['Sam']]);
    expect((await duckdbConnector.runQuery(fileSettings(duckdbFile), sql, limits)).rows).toEqual([['Sam']]);
  });

  it('never lets a query reach another file of the server, even with writes allowed', async () => {
    const secretFile = path.join(dir, 'secret.db');
    const secret = createClient({ url: `file:${secretFile}` });
    await secret.execute("CREATE TABLE secrets AS SELECT 's3cret' AS value");
    secret.close();
    const csvFile = path.join(dir, 'secret.csv');
    await writeFile(csvFile, 'value\ns3cret\n');
    for (const allowWrites of [false, true]) {
      const sqlite = fileSettings(sqliteFile, allowWrites);
      for (const sql of [`ATTACH '${secretFile}' AS other`, `VACUUM INTO '${path.join(dir, 'copy.db')}'`]) {
        const refused = await sqliteConnector.runQuery(sqlite, sql, limits).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(ConnectorError);
        expect((refused as ConnectorError).detail).toMatch(/too many attached databases - max 0/);
      }
      const duckdb = fileSettings(duckdbFile, allowWrites);
      for (const sql of [`SELECT * FROM read_csv('${csvFile}')`, `ATTACH '${secretFile}' AS other`]) {
        expect(await failureOf(duckdbConnector.runQuery(duckdb, sql, limits))).toBe('queryFailed');
      }
    }
    await expect(access(path.join(dir, 'copy.db'))).rejects.toThrow();
  });

  it('cuts huge results at the row limit', async () => {
    const client = createClient({ url: `file:${sqliteFile}` });
    await client.execute(
      'CREATE TABLE numbers AS WITH RECURSIVE n(v) AS (SELECT 1 UNION ALL SELECT v + 1 FROM n WHERE v < 50000) SELECT v FROM n',
    );
    client.close();
    const fromSqlite = await sqliteConnector.runQuery(
      fileSettings(sqliteFile),
      'SELECT v FROM numbers;',
      limits,
    );
    expect(fromSqlite).toMatchObject({ columns: ['v'], truncated: true });
    expect(fromSqlite.rows).toHaveLength(100);
    const fromDuckdb = await duckdbConnector.runQuery(
      fileSettings(duckdbFile),
      'SELECT n FROM numbers ORDER BY n',
      limits,
    );
    expect(fromDuckdb.rows).toHaveLength(100);
    expect(fromDuckdb.rows[99]).toEqual([99]);
    expect(fromDuckdb.truncated).toBe(true);
  });

  it('names the columns of an empty SQLite result, repeated names told apart', async () => {
    const empty = await sqliteConnector.runQuery(
      fileSettings(sqliteFile),
      'SELECT id, name, name FROM customers WHERE id < 0',
      limits,
    );
    expect(empty).toEqual({ columns: ['id', 'name', 'name:1'], rows: [], truncated: false });
  });

  it('interrupts a DuckDB query past the time-out', async () => {
    const started = Date.now();
    const slow = 'SELECT count(*) FROM range(100000000000) a';
    expect(
      await failureOf(
        duckdbConnector.runQuery(fileSettings(duckdbFile), slow, { rowLimit: 10, timeoutMs: 300 }),
      ),
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('queries through the datasource services (what the data chat calls)', () => {
  it('runs a query by datasource id, and explains a refused write in the caller language', async () => {
    const db = await openStorage(testDatabaseUrl(server.dataDir));
    try {
      const services = createDatasourceServices(
        createRepositories(db).datasources,
        createSecretBox(async () => Buffer.alloc(32)),
        { fileFolders: foldersWith(dir) },
      );
      const admin = { userId: 'admin', isAdmin: true };
      const [datasource] = await services.list(admin, 'sqlite');
      if (!datasource) throw new Error('the SQLite datasource of the first test is missing');
      const result = await services.query(
        admin,
        datasource.id,
        'SELECT count(*) AS n FROM orders',
        limits.rowLimit,
      );
      expect(result).toEqual({ columns: ['n'], rows: [[3]], truncated: false });
      const refused = await services
        .query(admin, datasource.id, 'DELETE FROM orders')
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status).toBe(400);
      expect((refused as ApiError).text.in('en')).toMatch(
        /^The query could not be run: this datasource is read-only, and the statement would change data/,
      );
      expect((refused as ApiError).text.in('zh')).toMatch(/^无法执行查询：该数据源为只读/);
    } finally {
      await db.close();
    }
  });
});

describe('ClickHouse (no server here)', () => {
  it('reports an unreachable server as such', async () => {
    const port = await freePort();
    const settings = { ...fileSettings(''), host: '127.0.0.1', port, user: 'default', database: 'default' };
    expect(await failureOf(clickhouseConnector.testConnection(settings))).toBe('unreachable');
    const { call } = datasourceApi(server);
    const answer = await call('POST', `${DATASOURCES}/test-connection`, {
      type: 'clickhouse',
      params: { host: '127.0.0.1', port, user: 'default', database: 'default' },
    });
    expect(answer.body.err_msg).toContain(`cannot reach the database server at 127.0.0.1:${port}`);
  });
});
