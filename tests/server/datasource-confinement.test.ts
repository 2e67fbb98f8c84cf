import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { DuckDBInstance } from '@duckdb/node-api';
import { createApp } from './app-helpers';
import { addDatasource, askData, chartViews, sqlReply } from './chat-data-helpers';
import { chat, setupFakeModelServer, startChatServer } from './chat-test-helpers';
import { makeDuckdbShop, makeSqliteShop } from './datasource-helpers';
import { canvasNode, edge } from './flow-helpers';
import { debugRun } from './flow-run-helpers';

/**
 * SQL that a model (or a person) writes runs on SQLite and DuckDB datasources, and must never reach another
 * file of the server: the engines refuse it, whatever the text looks like and even when writes are allowed.
 */
const setup = setupFakeModelServer(() => startChatServer());
let dir: string;
let secretDb: string;
let secretDuck: string;
let secretCsv: string;

const SERVER_FILE = '/etc/hostname';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-confinement-'));
  secretDb = path.join(dir, 'secret.db');
  const secret = createClient({ url: `file:${secretDb}` });
  await secret.execute("CREATE TABLE secrets AS SELECT 's3cret' AS value");
  secret.close();
  secretDuck = path.join(dir, 'secret.duckdb');
  const instance = await DuckDBInstance.create(secretDuck);
  const connection = await instance.connect();
  await connection.run("CREATE TABLE secrets AS SELECT 's3cret' AS value");
  connection.closeSync();
  instance.closeSync();
  secretCsv = path.join(dir, 'secret.csv');
  await writeFile(secretCsv, 'value\ns3cret\n');
  for (const [name, allowWrites] of [
    ['Lite', false],
    ['Lite writable', true],
  ] as const) {
    const file = await makeSqliteShop(dir, `${name.replace(' ', '-')}.db`);
    await addDatasource(setup.server, {
      type: 'sqlite',
      params: { path: file, allow_writes: allowWrites },
      display_name: name,
      // Flows and apps below run as another user, who may use a shared datasource.
      visibility: 'public',
    });
  }
  for (const [name, allowWrites] of [
    ['Duck', false],
    ['Duck writable', true],
  ] as const) {
    const sub = await mkdtemp(path.join(dir, 'duck-'));
    await addDatasource(setup.server, {
      type: 'duckdb',
      params: { path: await makeDuckdbShop(sub), allow_writes: allowWrites },
      display_name: name,
      visibility: 'public',
    });
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const written = () => path.join(dir, 'written.txt');
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Each statement, and the engine's words when it refuses it. */
const sqliteRefusals = () =>
  [
    [`SELECT CAST(readfile('${SERVER_FILE}') AS TEXT) AS content`, /no such function: readfile/],
    [`SELECT writefile('${written()}', 'pwned') AS bytes`, /no such function: writefile/],
    [`SELECT name FROM fsdir('${dir}')`, /no such table: fsdir/],
    [`SELECT edit('text', 'vi') AS edited`, /no such function: edit/],
    [`SELECT load_extension('${path.join(dir, 'evil.so')}') AS loaded`, /not authorized/],
    [`ATTACH '${secretDb}' AS other`, /too many attached databases - max 0/],
    [`VACUUM INTO '${path.join(dir, 'copy.db')}'`, /too many attached databases - max 0/],
  ] as const;

const duckdbRefusals = () =>
  [
    [`SELECT * FROM read_csv('${secretCsv}')`, /file system operations are disabled/],
    [`SELECT content FROM read_text('${SERVER_FILE}')`, /file system operations are disabled/],
    [`SELECT * FROM read_blob('${SERVER_FILE}')`, /file system operations are disabled/],
    [`SELECT * FROM glob('${dir}/*')`, /file system operations are disabled/],
    [`COPY (SELECT 1 AS x) TO '${path.join(dir, 'out.csv')}'`, /file system operations are disabled/],
    [`ATTACH '${secretDuck}' AS other`, /file system operations are disabled/],
    ['INSTALL httpfs', /file system operations are disabled/],
    [`LOAD '${path.join(dir, 'evil.duckdb_extension')}'`, /Loading external extensions is disabled/],
    ['SET enable_external_access = true', /the configuration has been locked/],
    ["SET memory_limit = '100GB'", /the configuration has been locked/],
  ] as const;

/** Asks chat_with_db_execute a question the model answers with `sql` (twice: it retries once). */
async function modelRuns(datasource: string, sql: string) {
  setup.fake.replyOnce({ text: sqlReply(sql) });
  setup.fake.replyOnce({ text: sqlReply(sql) });
  const answer = await askData(setup, {
    chat_mode: 'chat_with_db_execute',
    select_param: datasource,
    user_input: 'Show me the file',
  });
  return chartViews(answer.content);
}

/** Runs `sql` through a flow's SQL runner node, as typed into the flow's request. */
async function flowRuns(datasource: string, sql: string): Promise<string> {
  const graph = {
    nodes: [
      canvasNode('trigger', 'http_trigger', 'Trigger'),
      canvasNode('question', 'request_conversion', 'Question'),
      canvasNode('run', 'sql_runner', 'Run SQL', { datasource }),
    ],
    edges: [edge('trigger', 'question'), edge('question', 'run')],
  };
  const result = await debugRun(setup.server, graph, { messages: sql });
  return result.texts.at(-1) ?? '';
}

const MODEL_DATASOURCES = ['Lite', 'Lite writable'];

describe('SQLite datasources reach no other file', () => {
  it.each(MODEL_DATASOURCES)(
    '%s: model SQL in chat_with_db_execute cannot use file functions or ATTACH',
    async (name) => {
      for (const [sql, refusal] of sqliteRefusals()) {
        const charts = await modelRuns(name, sql);
        expect(charts, sql).toHaveLength(2);
        for (const chart of charts) {
          expect(chart.err_msg, sql).toMatch(/^The query could not be run: the database reported an error/);
          expect(chart.err_msg, sql).toMatch(refusal);
          expect(chart.data).toEqual([]);
        }
      }
      expect(await exists(written())).toBe(false);
      expect(await exists(path.join(dir, 'copy.db'))).toBe(false);
    },
  );

  it.each(MODEL_DATASOURCES)('%s: a flow’s SQL runner is refused the same way', async (name) => {
    for (const [sql, refusal] of sqliteRefusals()) {
      const text = await flowRuns(name, sql);
      expect(text, sql).toMatch(/^\[SERVER_ERROR\]The node "Run SQL" \(run\) failed: the query failed: /);
      expect(text, sql).toMatch(refusal);
    }
    expect(await exists(written())).toBe(false);
  });

  it('still answers ordinary questions, its own schema included', async () => {
    const [chart] = await modelRuns(
      'Lite',
      "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name",
    );
    expect(chart?.err_msg).toBeUndefined();
    expect(chart?.data).toEqual([{ name: 'customers' }, { name: 'orders' }]);
  });
});

describe('DuckDB datasources reach no other file', () => {
  it.each(['Duck', 'Duck writable'])(
    '%s: model SQL cannot read, write, attach or load files',
    async (name) => {
      for (const [sql, refusal] of duckdbRefusals()) {
        const charts = await modelRuns(name, sql);
        expect(charts, sql).toHaveLength(2);
        for (const chart of charts) {
          expect(chart.err_msg, sql).toMatch(/^The query could not be run: the database reported an error/);
          expect(chart.err_msg, sql).toMatch(refusal);
        }
      }
      expect(await exists(path.join(dir, 'out.csv'))).toBe(false);
    },
  );

  it('a flow’s SQL runner is refused the same way', async () => {
    for (const [sql, refusal] of duckdbRefusals()) {
      const text = await flowRuns('Duck writable', sql);
      expect(text, sql).toMatch(/^\[SERVER_ERROR\]The node "Run SQL" \(run\) failed: the query failed: /);
      expect(text, sql).toMatch(refusal);
    }
  });

  it('still answers ordinary questions', async () => {
    const [chart] = await modelRuns('Duck', 'SELECT count(*) AS n FROM orders');
    expect(chart?.err_msg).toBeUndefined();
    expect(chart?.data).toEqual([{ n: 3 }]);
  });
});

describe('the agent tool run_sql', () => {
  it('is refused the same way on SQLite and DuckDB, and the model is told why', async () => {
    const app = await createApp(setup.server, 'Data agent', {
      published: true,
      details: [
        {
          agent_name: 'DataScientist',
          resources: [
            { type: 'database', value: 'Lite writable', is_dynamic: false },
            { type: 'database', value: 'Duck writable', is_dynamic: false },
          ],
          llm_strategy: 'priority',
          llm_strategy_value: 'fake-model',
        },
      ],
    });
    const [readfile, readfileRefusal] = sqliteRefusals()[0];
    const [readCsv, readCsvRefusal] = duckdbRefusals()[0];
    setup.fake.replyOnce({
      toolCalls: [{ name: 'run_sql', arguments: { database: 'Lite writable', sql: readfile } }],
    });
    setup.fake.replyOnce({
      toolCalls: [{ name: 'run_sql', arguments: { database: 'Duck writable', sql: readCsv } }],
    });
    setup.fake.replyOnce({ text: 'I cannot read files.' });
    const answer = await chat(setup.server, {
      chat_mode: 'chat_agent',
      app_code: app.app_code,
      conv_uid: 'confinement-agent',
      user_input: 'Read the server files',
    });
    expect(answer.status).toBe(200);
    const [, second, third] = setup.fake.chatRequests();
    expect(String(second?.messages.at(-1)?.content)).toMatch(readfileRefusal);
    expect(String(third?.messages.at(-1)?.content)).toMatch(readCsvRefusal);
    expect(JSON.stringify(setup.fake.chatRequests())).not.toContain('s3cret');
  });
});
