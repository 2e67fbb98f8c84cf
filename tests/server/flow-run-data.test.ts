import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDatasource } from './chat-data-helpers';
import { setupFakeModelServer, startChatServer } from './chat-test-helpers';
import { makeSqliteShop } from './datasource-helpers';
import { canvasNode, edge } from './flow-helpers';
import { debugRun } from './flow-run-helpers';

const setup = setupFakeModelServer(() => startChatServer());
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-flow-data-'));
  await addDatasource(setup.server, {
    type: 'sqlite',
    params: { path: await makeSqliteShop(dir) },
    display_name: 'Shop',
    // The users of these tests chat with it: shared with everyone.
    visibility: 'public',
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** question + the fitting tables → prompt → model → SQL read out → run on the shop → the rows. */
const textToSql = () => ({
  nodes: [
    canvasNode('trigger', 'http_trigger', 'Trigger'),
    canvasNode('question', 'request_conversion', 'Question'),
    canvasNode('schema', 'datasource_retriever', 'Tables', { datasource: 'Shop' }),
    canvasNode('join', 'join', 'Join', { mode: 'merge' }),
    canvasNode('prompt', 'prompt_template', 'Prompt', { template: 'Tables:\n{schema}\nQ: {question}' }),
    canvasNode('llm', 'llm', 'Model', { model: 'fake-model' }),
    canvasNode('parse', 'output_parser', 'Read SQL', { format: 'sql' }),
    canvasNode('run', 'sql_runner', 'Run SQL', { datasource: 'Shop' }),
  ],
  edges: [
    edge('trigger', 'question'),
    edge('question', 'schema'),
    edge('schema', 'join', 0, 0),
    edge('question', 'join', 0, 1),
    edge('join', 'prompt'),
    edge('prompt', 'llm'),
    edge('llm', 'parse'),
    edge('parse', 'run'),
  ],
});

describe('a data flow', () => {
  it("gives the model the shop's tables, runs the SQL it writes, and answers the rows", async () => {
    setup.fake.setReply({ text: '```sql\nSELECT name FROM customers ORDER BY id LIMIT 2\n```' });
    const result = await debugRun(setup.server, textToSql(), { messages: 'Who are the first customers?' });
    const prompt = String(setup.fake.chatRequests()[0]?.messages.at(-1)?.content);
    expect(prompt).toContain('\ncustomers (id INTEGER PK, name TEXT)\n');
    expect(prompt).toContain('\norders (id INTEGER PK, customer_id INTEGER -> customers.id, amount REAL)\n');
    expect(prompt.endsWith('\nQ: Who are the first customers?')).toBe(true);
    expect(JSON.parse(result.texts.at(-1) ?? '[]')).toEqual([{ name: 'Ada' }, { name: 'Lin' }]);
  });

  it('refuses SQL that writes, naming the node that ran it', async () => {
    setup.fake.setReply({ text: 'DELETE FROM customers' });
    const result = await debugRun(setup.server, textToSql(), { messages: 'Delete everyone' });
    expect(result.texts.at(-1)).toMatch(
      /^\[SERVER_ERROR\]The node "Run SQL" \(run\) failed: the query failed: /,
    );
    setup.fake.setReply({ text: '```sql\nSELECT count(*) AS customers FROM customers\n```' });
    const count = await debugRun(setup.server, textToSql(), { messages: 'How many customers?' });
    expect((JSON.parse(count.texts.at(-1) ?? '[]') as { customers: number }[])[0]?.customers).toBeGreaterThan(
      0,
    );
  });
});

describe('an agent node', () => {
  it("answers with the agent's instructions and the node's own on the chosen model", async () => {
    const graph = {
      nodes: [
        canvasNode('trigger', 'http_trigger', 'Trigger'),
        canvasNode('question', 'request_conversion', 'Question'),
        canvasNode('agent', 'agent', 'Helper', {
          agent: 'Assistant',
          model: 'fake-model',
          instructions: 'Be brief.',
        }),
      ],
      edges: [edge('trigger', 'question'), edge('question', 'agent')],
    };
    setup.fake.setReply({ text: 'Brief answer.' });
    const result = await debugRun(setup.server, graph, { messages: 'Explain flows' });
    expect(result.texts).toEqual(['Brief answer.']);
    const [system, user] = setup.fake.chatRequests()[0]?.messages ?? [];
    expect(system?.role).toBe('system');
    expect(String(system?.content)).toMatch(/^You are a helpful assistant\.[\s\S]*\n\nBe brief\.$/);
    expect(user).toEqual({ role: 'user', content: 'Explain flows' });
  });
});
