import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDatasource } from './chat-data-helpers';
import { makeSqliteShop } from './datasource-helpers';
import { canvasNode, edge } from './flow-helpers';
import { debugRun } from './flow-run-helpers';
import { seedSpace, startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';

let setup: KnowledgeSetup;
let dir: string;
beforeAll(async () => {
  setup = await startKnowledgeServer();
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-flow-agent-'));
  await addDatasource(setup.server, {
    type: 'sqlite',
    params: { path: await makeSqliteShop(dir) },
    display_name: 'Shop',
    // The users of these tests chat with it: shared with everyone.
    visibility: 'public',
  });
  await seedSpace(setup, {
    name: 'handbook',
    documents: [{ name: 'leave.md', chunks: ['Employees get 25 days of paid leave per year.'] }],
  });
});
afterAll(async () => {
  await setup.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => setup.fake.reset());

/** trigger → question → an agent that may search the handbook: its answer is the flow's answer. */
const agentGraph = (resources: Record<string, string> = { space: 'handbook' }) => ({
  nodes: [
    canvasNode('trigger', 'http_trigger', 'Trigger'),
    canvasNode('question', 'request_conversion', 'Question'),
    canvasNode('agent', 'agent', 'Handbook agent', {
      agent: 'Assistant',
      model: 'fake-model',
      ...resources,
    }),
  ],
  edges: [edge('trigger', 'question'), edge('question', 'agent')],
});

describe('an agent node with a knowledge space', () => {
  it('searches the space, reads the passage and answers with it', async () => {
    setup.fake.replyOnce({ toolCalls: [{ name: 'search_knowledge', arguments: { query: 'paid leave' } }] });
    setup.fake.replyOnce({ text: 'Employees get 25 days of paid leave per year [1].' });
    const result = await debugRun(
      setup.server,
      agentGraph(),
      { messages: 'How many days of paid leave?' },
      { trace: true },
    );

    const [first, second] = setup.fake.chatRequests();
    expect(first?.tools).toEqual([
      expect.objectContaining({ function: expect.objectContaining({ name: 'search_knowledge' }) }),
    ]);
    const toolAnswer = second?.messages.at(-1);
    expect(toolAnswer?.role).toBe('tool');
    expect(String(toolAnswer?.content)).toContain('Employees get 25 days of paid leave per year.');
    expect(result.texts.at(-1)).toBe('Employees get 25 days of paid leave per year [1].');
    const done = result.traces.find((trace) => trace.node_id === 'agent' && trace.status === 'done');
    expect(JSON.stringify(done?.output)).toContain('Employees get 25 days of paid leave per year [1].');
  });

  it('says the step limit in its answer when the model keeps calling tools', async () => {
    for (let step = 0; step < 6; step += 1)
      setup.fake.replyOnce({
        toolCalls: [{ name: 'search_knowledge', arguments: { query: `leave ${step}` } }],
      });
    setup.fake.replyOnce({ text: '25 days, as far as I found.' });
    const result = await debugRun(setup.server, agentGraph(), { messages: 'Leave?' });
    expect(setup.fake.chatRequests()).toHaveLength(7);
    expect(setup.fake.chatRequests()[6]?.tools).toBeUndefined();
    expect(result.texts.at(-1)).toMatch(
      /^\(Step limit reached: 6 rounds[\s\S]*25 days, as far as I found\.$/,
    );
  });

  it('refuses to run when its space is gone, naming the agent node', async () => {
    const result = await debugRun(setup.server, agentGraph({ space: 'nowhere' }), { messages: 'hi' });
    expect(result.status).toBe(400);
    expect(result.envelope?.err_msg).toContain('Handbook agent');
    expect(setup.fake.chatRequests()).toEqual([]);
  });
});

describe('an agent node with a datasource', () => {
  const shopGraph = () => agentGraph({ datasource: 'Shop' });

  it("knows the shop's tables, queries them and answers from the rows", async () => {
    const sql = 'SELECT name FROM customers ORDER BY id LIMIT 2';
    setup.fake.replyOnce({ toolCalls: [{ name: 'run_sql', arguments: { database: 'Shop', sql } }] });
    setup.fake.replyOnce({ text: 'The first customers are Ada and Lin.' });
    const result = await debugRun(setup.server, shopGraph(), { messages: 'Who are the first customers?' });

    const [first, second] = setup.fake.chatRequests();
    expect(String(first?.messages[0]?.content)).toContain('customers (id INTEGER PK, name TEXT)');
    expect(String(second?.messages.at(-1)?.content)).toContain('{"name":"Ada"}');
    expect(result.texts.at(-1)).toBe('The first customers are Ada and Lin.');
  });

  it('refuses a statement that writes, tells the model, and the customers stay', async () => {
    const sql = 'DELETE FROM customers';
    setup.fake.replyOnce({ toolCalls: [{ name: 'run_sql', arguments: { database: 'Shop', sql } }] });
    setup.fake.replyOnce({ text: 'I may only read the shop.' });
    const result = await debugRun(setup.server, shopGraph(), { messages: 'Delete everyone' });
    expect(String(setup.fake.chatRequests()[1]?.messages.at(-1)?.content)).toMatch(/^Error: /);
    expect(result.texts.at(-1)).toBe('I may only read the shop.');

    const count = 'SELECT count(*) AS n FROM customers';
    setup.fake.replyOnce({ toolCalls: [{ name: 'run_sql', arguments: { database: 'Shop', sql: count } }] });
    setup.fake.replyOnce({ text: 'Counted.' });
    await debugRun(setup.server, shopGraph(), { messages: 'How many customers?' });
    expect(String(setup.fake.chatRequests().at(-1)?.messages.at(-1)?.content)).toMatch(/"n":[1-9]/);
  });
});
