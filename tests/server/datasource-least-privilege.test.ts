import mysql from 'mysql2/promise';
import pg from 'pg';
import { startMariaDb, startPostgres, type RunningDatabase } from '../support/database-servers';
import { setupFakeModelServer, startChatServer } from './chat-test-helpers';
import { addDatasource, askData, chartViews, sqlReply } from './chat-data-helpers';
import { DATASOURCES, datasourceApi, seedMariaDb, seedPostgres, serverParams } from './datasource-helpers';

/**
 * The datasource advice of `docs/data.md`, checked (issue 26): a datasource on a least-privileged database user, read-only
 * (`allow_writes` false), gets no privilege warning, and SQL a model writes cannot change its data or
 * reach the database server's files, whatever form the write takes.
 */
const setup = setupFakeModelServer(() => startChatServer());
let postgres: RunningDatabase;
let mariadb: RunningDatabase;
const PASSWORD = 'least-Pa55-word';
const reader = { user: 'reader', password: PASSWORD };

beforeAll(async () => {
  [postgres, mariadb] = await Promise.all([startPostgres(), startMariaDb()]);
  await Promise.all([seedPostgres(postgres), seedMariaDb(mariadb)]);
  const admin = new pg.Client({ ...serverParams(postgres) });
  await admin.connect();
  await admin.query(`CREATE ROLE reader LOGIN PASSWORD '${PASSWORD}'`);
  await admin.query('GRANT SELECT ON ALL TABLES IN SCHEMA public TO reader');
  await admin.end();
  const root = await mysql.createConnection({ ...serverParams(mariadb) });
  await root.query(`CREATE USER 'reader'@'%' IDENTIFIED BY '${PASSWORD}'`);
  await root.query("GRANT SELECT ON shop.* TO 'reader'@'%'");
  await root.end();
  for (const [type, db, name] of [
    ['postgresql', postgres, 'PG reader'],
    ['mysql', mariadb, 'Maria reader'],
  ] as const) {
    await addDatasource(setup.server, {
      type,
      params: serverParams(db, { ...reader, allow_writes: false }),
      display_name: name,
    });
  }
}, 120_000);
afterAll(async () => {
  await Promise.all([postgres?.stop(), mariadb?.stop()]);
});

const execute = (datasource: string, question: string) =>
  askData(setup, { chat_mode: 'chat_with_db_execute', select_param: datasource, user_input: question });

/** The customers' names, read as the suite's superuser: what a refused write must leave as it was. */
async function postgresNames(): Promise<string[]> {
  const client = new pg.Client({ ...serverParams(postgres) });
  await client.connect();
  try {
    return (await client.query<{ name: string }>('SELECT name FROM customers ORDER BY id')).rows.map(
      (row) => row.name,
    );
  } finally {
    await client.end();
  }
}

async function mariadbNames(): Promise<string[]> {
  const connection = await mysql.createConnection({ ...serverParams(mariadb) });
  try {
    const [rows] = await connection.query<mysql.RowDataPacket[]>('SELECT name FROM customers ORDER BY id');
    return rows.map((row) => String(row.name));
  } finally {
    await connection.end();
  }
}

/** Runs each statement as the model's answer and answers the error message shown for each. */
async function refusals(datasource: string, statements: string[]): Promise<(string | null | undefined)[]> {
  const messages: (string | null | undefined)[] = [];
  for (const sql of statements) {
    setup.fake.replyOnce({ text: sqlReply(sql) });
    const [chart] = chartViews((await execute(datasource, 'Change the customers')).content);
    messages.push(chart?.err_msg);
  }
  return messages;
}

describe('a least-privileged, read-only PostgreSQL datasource', () => {
  it('gets no privilege warning', async () => {
    const answer = await datasourceApi(setup.server).call('POST', `${DATASOURCES}/connection-check`, {
      type: 'postgresql',
      params: serverParams(postgres, reader),
    });
    expect(answer.body).toMatchObject({ success: true, data: { connected: true, warnings: [] } });
  });

  it('cannot write, whatever form the write takes, nor read the server’s files', async () => {
    const messages = await refusals('PG reader', [
      "UPDATE customers SET name = 'X'",
      "WITH changed AS (UPDATE customers SET name = 'X' RETURNING id) SELECT count(*) FROM changed",
      "COMMIT; UPDATE customers SET name = 'X'",
      'CREATE TABLE stolen (x int)',
      "SELECT pg_read_file('/etc/hostname')",
      "COPY customers TO '/tmp/dbgpt-least-privilege.csv'",
    ]);
    for (const message of messages) expect(message).toMatch(/^The query could not be run: /);
    expect(await postgresNames()).toEqual(['Ada', 'Lin']);

    setup.fake.replyOnce({ text: sqlReply('SELECT name FROM customers ORDER BY id') });
    const [read] = chartViews((await execute('PG reader', 'Who are the customers?')).content);
    expect(read?.data).toEqual([{ name: 'Ada' }, { name: 'Lin' }]);
  });
});

describe('a least-privileged, read-only MariaDB datasource', () => {
  it('gets no privilege warning', async () => {
    const answer = await datasourceApi(setup.server).call('POST', `${DATASOURCES}/connection-check`, {
      type: 'mysql',
      params: serverParams(mariadb, reader),
    });
    expect(answer.body).toMatchObject({ success: true, data: { connected: true, warnings: [] } });
  });

  it('cannot write, whatever form the write takes, nor read the server’s files', async () => {
    const messages = await refusals('Maria reader', [
      "UPDATE customers SET name = 'X'",
      "COMMIT; UPDATE customers SET name = 'X'",
      "INSERT INTO customers (id, name) VALUES (9, 'Mallory')",
      'CREATE TABLE stolen (x int)',
      "SELECT name FROM customers INTO OUTFILE '/tmp/dbgpt-least-privilege.txt'",
    ]);
    for (const message of messages) expect(message).toMatch(/^The query could not be run: /);
    expect(await mariadbNames()).toEqual(['Ada', 'Lin']);

    // Without FILE, LOAD_FILE reads nothing.
    setup.fake.replyOnce({ text: sqlReply("SELECT LOAD_FILE('/etc/hostname') AS content") });
    const [file] = chartViews((await execute('Maria reader', 'The host name?')).content);
    expect(file?.data).toEqual([{ content: null }]);
  });
});
