import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FlowData } from '@/contract/flow';
import { addDatasource } from './chat-data-helpers';
import { makeSqliteShop } from './datasource-helpers';
import { AWEL, createFlow } from './flow-helpers';
import { sseEvents } from './flow-run-helpers';
import { seedSpace, startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';
import { withParameter } from './dbgpt-flow-files';

/** DB-GPT 0.8.1's RAG chat and chat-data templates run on the test model, a seeded space and a datasource. */
const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'dbgpt-flows', 'templates');
const templateData = (language: string, file: string) =>
  (JSON.parse(readFileSync(path.join(FIXTURES, language, file), 'utf8')) as { flow: { flow_data: FlowData } })
    .flow.flow_data;

let setup: KnowledgeSetup;
let dir: string;
beforeAll(async () => {
  setup = await startKnowledgeServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-template-run-'));
  await seedSpace(setup, {
    name: 'handbook',
    documents: [
      { name: 'leave.md', chunks: ['Employees get 25 days of paid leave per year.'] },
      { name: 'office.md', chunks: ['The office opens at 8 am.'] },
    ],
  });
  await addDatasource(setup.server, {
    type: 'sqlite',
    params: { path: await makeSqliteShop(dir) },
    display_name: 'Shop',
    visibility: 'public',
  });
});
afterAll(async () => {
  await setup.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => setup.fake.reset());

async function debug(flowData: FlowData, question: string, language = 'en') {
  const response = await fetch(`${setup.server.baseUrl}${AWEL}/flow/debug`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': 'alice', 'accept-language': language },
    body: JSON.stringify({
      flow: { name: 'template', label: 'Template', flow_data: flowData },
      request: { messages: question, model: 'fake-model' },
    }),
  });
  const raw = await response.text();
  const texts = response.headers.get('content-type')?.startsWith('text/event-stream')
    ? sseEvents(raw)
        .filter((event) => !event.event)
        .map((event) => event.data)
    : [];
  return { status: response.status, raw, answer: texts.at(-1) ?? '' };
}

describe('DB-GPT’s RAG chat template', () => {
  it.each(['en', 'zh'])(
    '(%s) gives the model the chosen space’s passages in its own prompt and streams the answer',
    async (language) => {
      const data = withParameter(
        templateData(language, 'rag-chat-awel-flow-template.json'),
        'HOKnowledgeOperator',
        'knowledge_space',
        'handbook',
      );
      setup.fake.setReply({ text: 'You get 25 days.' });
      const result = await debug(data, 'How many days of paid leave?', language);
      expect(result.status).toBe(200);
      expect(result.answer).toContain('You get 25 days.');
      const [system, user] = setup.fake.chatRequests()[0]?.messages ?? [];
      expect(system?.role).toBe('system');
      // The template's CommonChatPromptTemplate, its {context} and {user_input} filled in.
      expect(String(system?.content)).toContain('Employees get 25 days of paid leave per year.');
      expect(String(system?.content)).toContain('How many days of paid leave?');
      expect(String(system?.content)).not.toContain('{context}');
      expect(String(system?.content)).toContain(language === 'en' ? 'known information' : '已知内容');
      expect(user).toEqual({ role: 'user', content: 'How many days of paid leave?' });
    },
  );

  it('as DB-GPT sends it, names the space to choose before it runs', async () => {
    const result = await debug(templateData('en', 'rag-chat-awel-flow-template.json'), 'Hi');
    expect(result.status).toBe(400);
    const message = (JSON.parse(result.raw) as { err_msg: string }).err_msg;
    expect(message).toContain('"Knowledge Space Operator": "k_cmd2" is not one of the choices');
  });
});

describe('DB-GPT’s chat-data template', () => {
  const chatData = (language = 'en') =>
    withParameter(
      templateData(language, 'chat-data-awel-flow-template.json'),
      'DatasourceResource',
      'db_name',
      'Shop',
    );

  it.each(['en', 'zh'])(
    '(%s) writes SQL from the datasource’s tables, runs it read-only and answers the chart with a report',
    async (language) => {
      setup.fake.replyOnce({
        text: JSON.stringify({
          thoughts: 'The first two customers.',
          sql: 'SELECT name FROM customers ORDER BY id LIMIT 2',
          display_type: 'response_table',
        }),
      });
      setup.fake.replyOnce({ text: 'Ada and Lin are the first customers.' });
      const result = await debug(chatData(language), 'Who are the first customers?', language);
      expect(result.status).toBe(200);
      const [sqlCall, reportCall] = setup.fake.chatRequests();
      const sqlPrompt = String(sqlCall?.messages[0]?.content);
      expect(sqlPrompt).toContain('customers (id INTEGER PK, name TEXT)');
      expect(sqlPrompt).toContain('Who are the first customers?');
      expect(sqlPrompt).not.toContain('{table_info}');
      const reportPrompt = String(reportCall?.messages[0]?.content);
      expect(reportPrompt).toContain('| name |');
      expect(reportPrompt).toContain('| Ada |');
      const answer = result.answer.replaceAll('\\n', '\n');
      expect(answer).toContain('The first two customers.');
      const chart = /```vis-db-chart\n(.*)\n```/.exec(answer)?.[1];
      expect(JSON.parse(chart ?? '{}')).toMatchObject({
        type: 'response_table',
        sql: 'SELECT name FROM customers ORDER BY id LIMIT 2',
        data: [{ name: 'Ada' }, { name: 'Lin' }],
      });
      expect(answer.endsWith('Ada and Lin are the first customers.')).toBe(true);
    },
  );

  it('refuses SQL that writes, naming the executor node', async () => {
    setup.fake.replyOnce({ text: JSON.stringify({ thoughts: 'Clean up.', sql: 'DELETE FROM customers' }) });
    const result = await debug(chatData(), 'Delete every customer');
    expect(result.raw).toContain('Datasource Executor Operator');
    expect(result.raw).toMatch(/read-only|only reads/i);
    setup.fake.replyOnce({ text: JSON.stringify({ sql: 'SELECT count(*) AS n FROM customers' }) });
    setup.fake.replyOnce({ text: 'Still there.' });
    expect((await debug(chatData(), 'How many customers?')).answer).toContain('"n":');
  });

  it('names the datasource to choose when the template’s database is not one of ours', async () => {
    const data = templateData('en', 'chat-data-awel-flow-template.json');
    setup.fake.setReply({ text: '{}' });
    const result = await debug(data, 'Hi');
    // Refused by the graph check before it runs, at the resource that names the database.
    expect(result.status).toBe(400);
    expect(result.raw).toContain('Datasource Resource');
    expect(result.raw).toContain('case_1_student_manager');
    expect(setup.fake.chatRequests()).toEqual([]);
  });
});

describe('DB-GPT’s trigger endpoint', () => {
  it('deploys the chat-data template at its endpoint with the flow’s DAG id, as DB-GPT does', async () => {
    const data = withParameter(
      templateData('en', 'chat-data-awel-flow-template.json'),
      'DatasourceResource',
      'db_name',
      'Shop',
    );
    const flow = await createFlow(setup.server, 'shop_data', { flow_data: data, state: 'deployed' });
    const path = `/api/v1/awel/trigger/templates/${flow.dag_id}`;
    expect(flow.metadata?.triggers?.[0]).toMatchObject({ path, methods: ['POST'], trigger_mode: 'chat' });
    expect(flow.flow_category).toBe('chat_flow');
    setup.fake.replyOnce({
      text: JSON.stringify({ thoughts: 'Counted.', sql: 'SELECT count(*) AS n FROM orders' }),
    });
    setup.fake.replyOnce({ text: 'There are orders.' });
    const response = await fetch(`${setup.server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-id': 'alice' },
      body: JSON.stringify({ messages: 'How many orders?', model: 'fake-model' }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as string;
    expect(answer).toContain('Counted.');
    expect(answer.endsWith('There are orders.')).toBe(true);
  });
});
