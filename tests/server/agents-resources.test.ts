import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChartPayload } from '@/contract/chart-block';
import { prepareAgentTurn } from '@/server/chat/agent/prepare-agent-turn';
import type { AgentAppSpec } from '@/server/apps/agent-app';
import type { RouteContext } from '@/server/context';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { addDatasource } from './chat-data-helpers';
import { makeSqliteShop } from './datasource-helpers';
import { startTestServer, type TestServer } from './harness';
import { addSpace, addText, must, spacePath, waitForSync } from './knowledge-helpers';

let fake: FakeOpenAI;
let server: TestServer;
let context: RouteContext;
let dir: string;
/** The datasources the tests add are the default user's (no sign-in here). */
const APP_OWNER = { userId: '001', isAdmin: false };

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({
    env: {
      LLM_MODEL_NAME: 'fake-model',
      LLM_MODEL_PROVIDER: 'proxy/openai',
      OPENAI_API_BASE: `${fake.url}/v1`,
      OPENAI_API_KEY: 'k',
    },
    // The agent turn is built from the server's own services, as the chat route builds it.
    plugins: [
      async (_app, routeContext) => {
        context = routeContext;
      },
    ],
  });
  await addSpace(server, 'handbook');
  const documentId = await addText(
    server,
    'handbook',
    'travel-policy',
    'Employees may book economy class for flights under six hours.',
  );
  await must(server, spacePath('handbook', 'document/sync'), { doc_ids: [documentId] });
  await waitForSync(server, 'handbook');
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-agents-'));
  await addDatasource(server, {
    type: 'sqlite',
    params: { path: await makeSqliteShop(dir) },
    display_name: 'Shop',
  });
});
afterEach(() => fake.reset());
afterAll(async () => {
  await server.close();
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs one agent turn to its end and answers every view it streamed. */
async function runTurn(app: AgentAppSpec, question: string): Promise<string[]> {
  const chatModel = await context.modelRegistry.getChatModel();
  if (!chatModel) throw new Error('no model');
  const prepared = await prepareAgentTurn({
    context,
    app,
    chatModel,
    question,
    language: 'en',
    datasourceActor: APP_OWNER,
  });
  if (!prepared.ok) throw new Error(prepared.problem.in('en'));
  const views: string[] = [];
  const messages = [{ role: 'user' as const, content: question }];
  for await (const piece of prepared.turn.produce(messages, new AbortController().signal)) {
    expect(piece.replace).toBe(true);
    views.push(piece.content);
  }
  return views;
}

const agentApp = (
  agentName: string,
  resources: AgentAppSpec['details'][number]['resources'],
): AgentAppSpec => ({
  appCode: 'app-1',
  teamMode: 'single_agent',
  details: [{ agentName, resources }],
});

function chartBlocks(view: string): ChartPayload[] {
  // Inside an agent message the chart block is JSON text within JSON: read the messages first.
  const messages = [...view.matchAll(/```agent-messages\n(.*)\n```/g)].flatMap(
    (match) => JSON.parse(match[1] as string) as { markdown: string }[],
  );
  return messages.flatMap((message) =>
    [...message.markdown.matchAll(/```vis-db-chart\n(.*)\n```/g)].map((match) =>
      JSON.parse(match[1] as string),
    ),
  );
}

describe('agents working with the app’s resources', () => {
  it('a knowledge expert searches the app’s space and answers with a citation and its references', async () => {
    fake.replyOnce({ toolCalls: [{ name: 'search_knowledge', arguments: { query: 'flight class' } }] });
    fake.replyOnce({ text: 'Economy class for flights under six hours [1].' });

    const views = await runTurn(
      agentApp('KnowledgeExpert', [{ type: 'knowledge', value: '{"space_name": "handbook"}' }]),
      'Which class may I fly?',
    );

    const [first, second] = fake.chatRequests();
    expect(JSON.stringify(first?.messages[0])).toContain('cite them by their numbers');
    const passages = second?.messages.at(-1);
    expect(passages).toMatchObject({ role: 'tool' });
    expect(String(passages?.content)).toContain('[1] (travel-policy)');
    expect(String(passages?.content)).toContain('economy class');
    const last = views.at(-1) ?? '';
    expect(last).toContain('Economy class for flights under six hours [1].');
    expect(last).toMatch(/<references title="References" references="[^"]*travel-policy/);
    expect(last).toMatch(/space_name&quot;:&quot;handbook/);
  });

  it('a data analyst reads the schema, runs read-only SQL on the SQLite datasource and shows the rows', async () => {
    fake.replyOnce({
      toolCalls: [
        {
          name: 'run_sql',
          arguments: {
            database: 'Shop',
            sql: 'SELECT c.name, SUM(o.amount) AS total FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY c.name ORDER BY c.name',
            chart_type: 'response_bar_chart',
          },
        },
      ],
    });
    fake.replyOnce({
      toolCalls: [{ name: 'run_sql', arguments: { database: 'Shop', sql: 'DELETE FROM orders' } }],
    });
    fake.replyOnce({ text: 'Each customer’s total is in the chart.' });

    const views = await runTurn(
      agentApp('DataScientist', [{ type: 'database', value: 'Shop' }]),
      'Spend per customer?',
    );

    const system = String(fake.chatRequests()[0]?.messages[0]?.content);
    expect(system).toContain('Database "Shop"');
    expect(system).toContain('orders');
    const [chart] = chartBlocks(views.at(-1) ?? '');
    expect(chart?.type).toBe('response_bar_chart');
    expect(chart?.data.length).toBeGreaterThan(0);
    expect(Object.keys(chart?.data[0] ?? {})).toEqual(['name', 'total']);
    // The write was refused by the read-only datasource, and the model was told.
    const refusal = fake.chatRequests()[2]?.messages.at(-1);
    expect(String(refusal?.content)).toMatch(/^Error: /);
    const rows = await context.datasources.listRecords(APP_OWNER);
    expect(rows.length).toBe(1);
  });

  it('tells before anything runs that the app’s space no longer exists', async () => {
    const chatModel = await context.modelRegistry.getChatModel();
    if (!chatModel) throw new Error('no model');
    const prepared = await prepareAgentTurn({
      context,
      app: agentApp('KnowledgeExpert', [{ type: 'knowledge', value: 'gone-space' }]),
      chatModel,
      question: 'Hi',
      language: 'en',
      datasourceActor: APP_OWNER,
    });
    expect(prepared.ok).toBe(false);
    if (!prepared.ok) expect(prepared.problem.in('en')).toContain('gone-space');
    expect(fake.chatRequests()).toHaveLength(0);
  });
});
