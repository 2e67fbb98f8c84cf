import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ConnectorError, type ConnectionSettings } from '@/server/datasources/connectors/connector';
import { duckdbConnector } from '@/server/datasources/connectors/duckdb';
import { sqliteConnector } from '@/server/datasources/connectors/sqlite';
import { describeFailure } from '@/server/datasources/connection-failure';
import { foldersWith, makeDuckdbShop, makeSqliteShop } from './datasource-helpers';

let dir: string;
let sqliteFile: string;
let duckdbFile: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-engine-limits-'));
  [sqliteFile, duckdbFile] = await Promise.all([makeSqliteShop(dir), makeDuckdbShop(dir)]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const settings = (file: string): ConnectionSettings => ({
  host: '',
  port: 0,
  user: '',
  password: '',
  database: '',
  path: file,
  folders: foldersWith(path.dirname(file)),
  allowWrites: false,
  connectTimeoutMs: 5_000,
});
const limits = { rowLimit: 1_000, timeoutMs: 20_000 };

async function refusal(work: Promise<unknown>): Promise<ConnectorError> {
  const error = await work.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

describe('memory and result limits of the embedded engines', () => {
  it('SQLite: a result past 64 MB of values is stopped and explained', async () => {
    const sql =
      'WITH RECURSIVE n(v) AS (SELECT 1 UNION ALL SELECT v + 1 FROM n WHERE v < 500) SELECT v, randomblob(1000000) AS blob FROM n';
    const error = await refusal(sqliteConnector.runQuery(settings(sqliteFile), sql, limits));
    expect(error.reason).toBe('resultTooLarge');
    expect(describeFailure(error, settings(sqliteFile), limits.timeoutMs).in('en')).toBe(
      'the result is larger than 64 MB; select fewer columns or rows, or shorter values',
    );
  });

  it('SQLite: one value is at most 32 MB', async () => {
    const error = await refusal(
      sqliteConnector.runQuery(settings(sqliteFile), 'SELECT length(zeroblob(100000000)) AS n', limits),
    );
    expect(error.detail).toMatch(/string or blob too big/);
  });

  it('DuckDB: a query past 512 MB of memory is stopped and explained', async () => {
    const sql = 'SELECT len(list(range)) AS n FROM range(300000000)';
    const error = await refusal(duckdbConnector.runQuery(settings(duckdbFile), sql, limits));
    expect(error.reason).toBe('memoryLimit');
    expect(describeFailure(error, settings(duckdbFile), limits.timeoutMs).in('zh')).toMatch(
      /^查询所需内存超过 512 MB，即单个查询可用的上限/,
    );
  }, 30_000);

  it('DuckDB: a result past 64 MB of values is refused', async () => {
    const sql = "SELECT range, repeat('x', 200000) AS text FROM range(1000)";
    const error = await refusal(duckdbConnector.runQuery(settings(duckdbFile), sql, limits));
    expect(error.reason).toBe('resultTooLarge');
  }, 30_000);
});
