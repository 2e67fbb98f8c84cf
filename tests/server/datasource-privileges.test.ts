import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionCheck } from '@/contract/datasource-check';
import { startMariaDb, startPostgres, type RunningDatabase } from '../support/database-servers';
import { DATASOURCES, datasourceApi, serverParams } from './datasource-helpers';
import { startTestServer, type TestServer } from './harness';

/**
 * The test connection warns when the database user can reach the database server's files (issue 26); the
 * suite's own users are superusers, the least-privileged ones are made here.
 */
let postgres: RunningDatabase;
let mariadb: RunningDatabase;
let server: TestServer;
const PASSWORD = 'least-Pa55-word';

async function asPostgresAdmin(statements: string[]) {
  const client = new pg.Client({ ...postgres });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function asMariaDbAdmin(statements: string[]) {
  const connection = await mysql.createConnection({ ...mariadb });
  try {
    for (const statement of statements) await connection.query(statement);
  } finally {
    await connection.end();
  }
}

beforeAll(async () => {
  [postgres, mariadb, server] = await Promise.all([startPostgres(), startMariaDb(), startTestServer()]);
  await asPostgresAdmin([
    'CREATE TABLE items (id integer PRIMARY KEY)',
    `CREATE ROLE reader LOGIN PASSWORD '${PASSWORD}'`,
    'GRANT SELECT ON items TO reader',
    `CREATE ROLE filer LOGIN PASSWORD '${PASSWORD}'`,
    'GRANT pg_read_server_files TO filer',
    `CREATE ROLE inherits LOGIN PASSWORD '${PASSWORD}'`,
    'GRANT filer TO inherits',
  ]);
  await asMariaDbAdmin([
    'CREATE TABLE items (id INT PRIMARY KEY)',
    `CREATE USER 'reader'@'%' IDENTIFIED BY '${PASSWORD}'`,
    "GRANT SELECT ON shop.* TO 'reader'@'%'",
    `CREATE USER 'filer'@'%' IDENTIFIED BY '${PASSWORD}'`,
    "GRANT SELECT ON shop.* TO 'filer'@'%'",
    "GRANT FILE ON *.* TO 'filer'@'%'",
  ]);
}, 90_000);

afterAll(async () => {
  await server?.close();
  await Promise.all([postgres?.stop(), mariadb?.stop()]);
});

async function check(type: string, db: RunningDatabase, user?: string, language = 'en') {
  const params = serverParams(db, user ? { user, password: PASSWORD } : {});
  return datasourceApi(server).call<ConnectionCheck>(
    'POST',
    `${DATASOURCES}/connection-check`,
    { type, params },
    language,
  );
}

describe('PostgreSQL: the test connection warns about users that reach server files', () => {
  it('warns for a superuser, in both languages, and DB-GPT’s test-connection still answers true', async () => {
    const answer = await check('postgresql', postgres);
    expect(answer.status).toBe(200);
    expect(answer.body.data.connected).toBe(true);
    expect(answer.body.data.warnings).toEqual([
      expect.stringContaining('The user "tester" is a PostgreSQL superuser'),
      expect.stringContaining('least-privileged database user'),
    ]);
    const zh = await check('postgresql', postgres, undefined, 'zh');
    expect(zh.body.data.warnings[0]).toContain('是 PostgreSQL 超级用户');
    expect(zh.body.data.warnings[1]).toContain('权限最小的数据库用户');
    const dbgpt = await datasourceApi(server).call('POST', `${DATASOURCES}/test-connection`, {
      type: 'postgresql',
      params: serverParams(postgres),
    });
    expect(dbgpt.body).toEqual({ success: true, err_code: null, err_msg: null, data: true });
  });

  it('warns for a member of pg_read_server_files, directly or through another role', async () => {
    for (const user of ['filer', 'inherits']) {
      const answer = await check('postgresql', postgres, user);
      expect(answer.body.data.warnings[0]).toBe(
        `The user "${user}" is a member of pg_read_server_files, which lets SQL reach files or programs on the database server`,
      );
    }
  });

  it('does not warn for a least-privileged user', async () => {
    const answer = await check('postgresql', postgres, 'reader');
    expect(answer.body).toMatchObject({ success: true, data: { connected: true, warnings: [] } });
  });

  it('fails like test-connection when the connection fails', async () => {
    const answer = await datasourceApi(server).call('POST', `${DATASOURCES}/connection-check`, {
      type: 'postgresql',
      params: serverParams(postgres, { password: 'wrong' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, err_code: 'E0003' });
  });
});

describe('MariaDB: the test connection warns about the FILE privilege', () => {
  it('warns for a user with ALL PRIVILEGES on *.*', async () => {
    const answer = await check('mysql', mariadb);
    expect(answer.body.data.warnings[0]).toBe(
      'The user "tester" has the FILE privilege: SQL run on this datasource could read and write files on the database server',
    );
  });

  it('warns for a user granted FILE, and not for a least-privileged one', async () => {
    expect((await check('mysql', mariadb, 'filer')).body.data.warnings).toHaveLength(2);
    const reader = await check('mysql', mariadb, 'reader', 'zh');
    expect(reader.body).toMatchObject({ success: true, data: { connected: true, warnings: [] } });
  });
});
