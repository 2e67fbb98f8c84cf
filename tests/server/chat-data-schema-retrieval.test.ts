import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { SCHEMA_BUDGET_CHARS } from '@/server/chat/runtime/data/schema-retrieval';
import { setupFakeModelServer, startChatServer } from './chat-test-helpers';
import { addDatasource, askData, systemPromptOf } from './chat-data-helpers';

const setup = setupFakeModelServer(() => startChatServer());
let dir: string;

const AREAS = [
  'warehouse',
  'shipment',
  'payroll',
  'campaign',
  'ticket',
  'device',
  'audit',
  'survey',
  'branch',
  'license',
];

/** 500 tables: 496 of ten business areas, and the four a question is about, one commented in Chinese. */
async function makeLargeDatabase(file: string): Promise<void> {
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  const statements: string[] = [
    'CREATE TABLE customers (id INTEGER PRIMARY KEY, full_name VARCHAR, city VARCHAR)',
    'CREATE TABLE invoices (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers (id), total_amount DECIMAL(12, 2), issued_on DATE)',
    'CREATE TABLE invoice_lines (id INTEGER PRIMARY KEY, invoice_id INTEGER REFERENCES invoices (id), product VARCHAR, quantity INTEGER)',
    'CREATE TABLE t_fk_007 (id INTEGER PRIMARY KEY, region VARCHAR, visits INTEGER)',
    "COMMENT ON TABLE t_fk_007 IS '门店客流量统计'",
  ];
  for (let index = 0; index < 496; index += 1) {
    const area = AREAS[index % AREAS.length];
    statements.push(
      `CREATE TABLE ${area}_data_${index} (id INTEGER, ${area}_code VARCHAR, status VARCHAR, created_at TIMESTAMP, amount_value DOUBLE, note VARCHAR)`,
    );
  }
  await connection.run(statements.join(';\n'));
  connection.closeSync();
  instance.closeSync();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-large-schema-'));
  const file = path.join(dir, 'large.duckdb');
  await makeLargeDatabase(file);
  await addDatasource(setup.server, { type: 'duckdb', params: { path: file }, display_name: 'Large' });
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The schema part of the prompt: after "Tables:" to the end. */
function schemaPart(system: string, heading = 'Tables:'): string {
  return system.slice(system.indexOf(heading) + heading.length);
}

describe('the schema of a large database in the prompt', () => {
  it('carries the tables the question is about and those joined to them, within the budget', async () => {
    setup.fake.replyOnce({ text: '{"direct_response": "ok"}' });
    const started = Date.now();
    await askData(setup, {
      chat_mode: 'chat_with_db_execute',
      select_param: 'Large',
      user_input: 'What is the total invoice amount per customer city?',
    });
    const elapsed = Date.now() - started;
    const schema = schemaPart(systemPromptOf(setup));
    expect(schema).toContain(
      '\ninvoices (id INTEGER PK, customer_id INTEGER -> customers.id, total_amount DECIMAL(12,2)',
    );
    expect(schema).toContain('\ncustomers (id INTEGER PK, full_name VARCHAR, city VARCHAR)');
    expect(schema).toContain('\ninvoice_lines (');
    // The question's tables come first, before any of the 496 others.
    expect(schema.indexOf('invoices (')).toBeLessThan(schema.indexOf('_data_'));
    expect(schema.length).toBeLessThanOrEqual(SCHEMA_BUDGET_CHARS + 200);
    expect(schema).toMatch(/\(\d+ more tables that do not match the question are not listed\.\)$/);
    // Schema read (first question refreshes it), retrieval and the answer, for 500 tables.
    expect(elapsed).toBeLessThan(5000);
  });

  it('finds a table by its Chinese comment for a Chinese question', async () => {
    setup.fake.replyOnce({ text: '{"direct_response": "好的"}' });
    await askData(
      setup,
      { chat_mode: 'chat_with_db_qa', select_param: 'Large', user_input: '各地区的门店客流量是多少？' },
      { 'accept-language': 'zh-CN' },
    );
    const schema = schemaPart(systemPromptOf(setup), '表：');
    expect(
      schema
        .trimStart()
        .startsWith('t_fk_007 (id INTEGER PK, region VARCHAR, visits INTEGER) -- 门店客流量统计'),
    ).toBe(true);
    expect(schema).toMatch(/（另有 \d+ 张与问题无关的表未列出。）$/);
  });
});
