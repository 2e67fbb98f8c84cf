import { createClient } from '@libsql/client';
import { DuckDBInstance } from '@duckdb/node-api';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import mysql from 'mysql2/promise';
import pg from 'pg';
import type { ConnectionSettings } from '@/server/datasources/connectors/connector';
import { NO_FILE_FOLDERS, type FileDatabaseFolders } from '@/server/datasources/file-folders';
import type { RunningDatabase } from '../support/database-servers';
import type { TestServer } from './harness';

export interface Answer<T> {
  status: number;
  body: { success: boolean; err_code: string | null; err_msg: string | null; data: T };
}

/** Calls the server and keeps every answer's text, so a test can check what was ever sent back. */
export function datasourceApi(server: TestServer) {
  const answers: string[] = [];
  async function call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    route: string,
    body?: unknown,
    language = 'en',
  ): Promise<Answer<T>> {
    const res = await fetch(`${server.baseUrl}${route}`, {
      method,
      headers: {
        'accept-language': language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    answers.push(text);
    return { status: res.status, body: JSON.parse(text) };
  }
  return { call, answers };
}

export const DATASOURCES = '/api/v2/serve/datasources';

/** `DATA_DIR/datasources/` (where uploaded database files go, so always allowed), created. */
export async function uploadedDatabasesFolder(dataDir: string): Promise<string> {
  const folder = path.join(dataDir, 'datasources');
  await mkdir(folder, { recursive: true });
  return folder;
}

/** Folders that let a connector open test files in `roots` (as `DATASOURCE_FILE_ROOTS` would). */
export const foldersWith = (...roots: string[]): FileDatabaseFolders => ({
  ...NO_FILE_FOLDERS,
  namedRoots: roots,
});

/** Server params of a running database, as the create form sends them. */
export function serverParams(db: RunningDatabase, extra: Record<string, unknown> = {}) {
  return {
    host: db.host,
    port: db.port,
    user: db.user,
    password: db.password,
    database: db.database,
    ...extra,
  };
}

export function settingsOf(db: RunningDatabase, extra: Partial<ConnectionSettings> = {}): ConnectionSettings {
  return {
    host: db.host,
    port: db.port,
    user: db.user,
    password: db.password,
    database: db.database,
    path: '',
    folders: NO_FILE_FOLDERS,
    allowWrites: false,
    connectTimeoutMs: 5_000,
    ...extra,
  };
}

const credentials = (db: RunningDatabase) => ({
  host: db.host,
  port: db.port,
  user: db.user,
  password: db.password,
  database: db.database,
});

/** The shop every test database holds: customers and their orders, 3 orders, a comment where the type keeps one. */
const SHOP_ROWS = [
  "INSERT INTO customers (id, name) VALUES (1, 'Ada'), (2, 'Lin')",
  'INSERT INTO orders (id, customer_id, amount) VALUES (1, 1, 10.5), (2, 1, 20), (3, 2, 7)',
];

export async function seedPostgres(db: RunningDatabase): Promise<void> {
  const client = new pg.Client(credentials(db));
  await client.connect();
  await client.query(`CREATE TABLE customers (id integer PRIMARY KEY, name text NOT NULL)`);
  await client.query(`COMMENT ON TABLE customers IS 'People who buy'`);
  await client.query(`COMMENT ON COLUMN customers.name IS 'Full name'`);
  await client.query(
    `CREATE TABLE orders (id integer PRIMARY KEY, customer_id integer NOT NULL REFERENCES customers (id),
     amount numeric(10, 2))`,
  );
  for (const sql of SHOP_ROWS) await client.query(sql);
  await client.query('CREATE TABLE numbers AS SELECT generate_series(1, 50000) AS n');
  await client.query('ANALYZE');
  await client.end();
}

export async function seedMariaDb(db: RunningDatabase): Promise<void> {
  const connection = await mysql.createConnection(credentials(db));
  await connection.query(
    `CREATE TABLE customers (id int PRIMARY KEY, name varchar(40) NOT NULL COMMENT 'Full name') COMMENT 'People who buy'`,
  );
  await connection.query(
    `CREATE TABLE orders (id int PRIMARY KEY, customer_id int NOT NULL, amount decimal(10, 2),
     FOREIGN KEY (customer_id) REFERENCES customers (id)) ENGINE=InnoDB`,
  );
  for (const sql of SHOP_ROWS) await connection.query(sql);
  await connection.query('CREATE TABLE numbers (n int)');
  await connection.query('INSERT INTO numbers SELECT seq FROM seq_1_to_50000');
  await connection.end();
}

export async function makeSqliteShop(dir: string, name = 'shop.db'): Promise<string> {
  const file = path.join(dir, name);
  const client = createClient({ url: pathToFileURL(file).href });
  await client.batch([
    'CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL)',
    'CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers (id), amount REAL)',
    ...SHOP_ROWS,
    'CREATE VIEW big_orders AS SELECT * FROM orders WHERE amount > 10',
  ]);
  client.close();
  return file;
}

export async function makeDuckdbShop(dir: string): Promise<string> {
  const file = path.join(dir, 'shop.duckdb');
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  await connection.run('CREATE TABLE customers (id INTEGER PRIMARY KEY, name VARCHAR NOT NULL)');
  await connection.run("COMMENT ON TABLE customers IS 'People who buy'");
  await connection.run(
    'CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers (id), amount DECIMAL(10, 2))',
  );
  for (const sql of SHOP_ROWS) await connection.run(sql);
  await connection.run('CREATE TABLE numbers AS SELECT range AS n FROM range(50000)');
  connection.closeSync();
  instance.closeSync();
  return file;
}
