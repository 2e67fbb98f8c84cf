import { rm } from 'node:fs/promises';
import type { MyPlugin } from '@/contract/plugin';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { startMcpHttpServer, type McpHttpServer } from '../support/mcp-test-server';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';
import { framePayloads } from './chat-test-helpers';
import { DBGPTS, makeHub } from './dbgpts-helpers';
import type { TestServer } from './harness';
import { multipart } from './upload-helpers';
import { oneModelEnv } from './flow-helpers';

let fake: FakeOpenAI;
let mcp: McpHttpServer;
let hub: string;
let server: TestServer;
let adminSession: string;
let userSession: string;

const USER = { email: 'ann@example.com', password: 'a long enough password' };

/** Ann's own plugin file: an MCP server on loopback, which a user's own tool may not reach. */
async function uploadOwnTool(session: string, definition: unknown): Promise<void> {
  const { body, contentType } = multipart([
    { field: 'doc_file', name: 'dead.json', content: JSON.stringify(definition) },
  ]);
  const response = await fetch(`${server.baseUrl}/api/v1/personal/agent/upload`, {
    method: 'POST',
    headers: { 'content-type': contentType, cookie: `dbgpt_session=${encodeURIComponent(session)}` },
    body,
  });
  if (response.status !== 200) throw new Error(`upload refused: ${await response.text()}`);
}

beforeAll(async () => {
  fake = await startFakeOpenAI();
  mcp = await startMcpHttpServer();
  hub = await makeHub([
    {
      type: 'resource',
      name: 'orders',
      definition: {
        kind: 'tool',
        tool: { kind: 'mcp', name: 'orders', transport: 'streamable_http', url: `${mcp.url}/mcp` },
      },
    },
  ]);
  server = await startLocalServer({
    ...oneModelEnv(fake.url),
    TOOL_CALL_TIMEOUT_MS: '1000',
    BUILTIN_HUB_DIR: hub,
  });
  adminSession = await signIn(server, ADMIN.email, ADMIN.password);
  await createUser(server, adminSession, USER);
  userSession = await signIn(server, USER.email, USER.password);
  // The administrator installs the hub's MCP tool package for everyone; Ann uploads a tool of her own.
  const installed = await call(server, `${DBGPTS}/hub/install`, {
    session: adminSession,
    body: { name: 'orders', type: 'resource' },
  });
  if (!installed.body.success) throw new Error(`not installed: ${installed.body.err_msg}`);
  await uploadOwnTool(userSession, {
    kind: 'mcp',
    name: 'dead',
    transport: 'streamable_http',
    url: 'http://127.0.0.1:1/mcp',
  });
});
afterAll(async () => {
  await server.close();
  await mcp.close();
  await fake.close();
  await rm(hub, { recursive: true, force: true });
});
afterEach(() => {
  fake.reset();
});

/** The `orders` plugin's counters as "my plugins" shows them to Ann. */
async function ordersCounts(): Promise<{ use_count: number; succ_count: number }> {
  const mine = await call(server, '/api/v1/agent/my', { session: userSession, method: 'POST' });
  const orders = (mine.body.data as MyPlugin[]).find((plugin) => plugin.name === 'orders');
  if (!orders) throw new Error('orders is not in my plugins');
  return { use_count: orders.use_count ?? 0, succ_count: orders.succ_count ?? 0 };
}

async function appWithTool(session: string, type: string, value: string): Promise<string> {
  const answer = await call(server, '/api/v1/app/create', {
    session,
    body: {
      app_name: `Tools ${Math.random().toString(36).slice(2)}`,
      app_describe: 'Uses a tool',
      team_mode: 'single_agent',
      language: 'en',
      details: [{ agent_name: 'Assistant', resources: [{ type, value }], llm_strategy: 'default' }],
    },
  });
  if (!answer.body.success) throw new Error(`app not created: ${answer.body.err_msg}`);
  return (answer.body.data as { app_code: string }).app_code;
}

async function ask(
  session: string,
  appCode: string,
  question: string,
  language = 'en',
  signal?: AbortSignal,
) {
  const response = await fetch(`${server.baseUrl}/api/v1/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      cookie: `dbgpt_session=${encodeURIComponent(session)}`,
    },
    body: JSON.stringify({ chat_mode: 'chat_agent', app_code: appCode, user_input: question }),
    signal,
  });
  return framePayloads(await response.text());
}

interface Card {
  name: string;
  args: unknown;
  status: string;
  result: string;
  err_msg: string;
  duration_ms?: number;
}

/** The tool cards of the last view of an agent stream. */
function cardsOf(payloads: string[]): Card[] {
  const views = payloads.map((payload) => (JSON.parse(payload) as { vis: string }).vis);
  const last = views.filter((view) => view !== '[DONE]').at(-1) ?? '';
  const messages = /```agent-messages\n(.*)\n```/.exec(last)?.[1] ?? '[]';
  const markdown = (JSON.parse(messages) as { markdown: string }[])
    .map((message) => message.markdown)
    .join('\n');
  return [...markdown.matchAll(/```vis-plugin\n(.*)\n```/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Card,
  );
}

describe('an app agent with an installed MCP tool', () => {
  it('calls the tool, shows the call in a tool card, answers from its result and counts the use', async () => {
    expect(await ordersCounts()).toEqual({ use_count: 0, succ_count: 0 });
    const appCode = await appWithTool(
      userSession,
      'tool(mcp(sse))',
      JSON.stringify({ mcp_servers: 'orders' }),
    );
    fake.replyOnce({ toolCalls: [{ name: 'orders_lookup_order', arguments: { order_id: 'A-1' } }] });
    fake.replyOnce({ text: 'Order A-1 has shipped; it came to 42.50.' });

    const payloads = await ask(userSession, appCode, 'Where is my order A-1?');

    const [card] = cardsOf(payloads);
    expect(card).toMatchObject({
      name: 'orders_lookup_order',
      args: '{"order_id":"A-1"}',
      status: 'complete',
      err_msg: '',
    });
    expect(JSON.parse(card?.result ?? '')).toEqual({ order_id: 'A-1', status: 'shipped', total: 42.5 });
    expect(card?.duration_ms).toEqual(expect.any(Number));
    expect(payloads.join('')).toContain('Order A-1 has shipped; it came to 42.50.');

    const [first, second] = fake.chatRequests();
    const offered = (first?.tools as { function: { name: string; parameters: unknown } }[]).map(
      (tool) => tool.function,
    );
    expect(offered.find((tool) => tool.name === 'orders_lookup_order')?.parameters).toMatchObject({
      properties: { order_id: { type: 'string' } },
    });
    expect(second?.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: expect.stringContaining('"shipped"'),
    });
    expect(await ordersCounts()).toEqual({ use_count: 1, succ_count: 1 });
    await vi.waitFor(() => expect(mcp.openSessions).toBe(0));
  });

  it('shows a failed call and bad arguments in the cards, tells the model, and counts the failure', async () => {
    const before = await ordersCounts();
    const appCode = await appWithTool(userSession, 'tool', 'orders');
    fake.replyOnce({
      toolCalls: [
        { name: 'orders_lookup_order', arguments: { order_id: 'Z-9' } },
        { name: 'orders_add', arguments: { a: 'one', b: 2 } },
      ],
    });
    fake.replyOnce({ text: 'I could not find that order.' });

    const cards = cardsOf(await ask(userSession, appCode, 'Where is Z-9?'));

    expect(cards).toMatchObject([
      { name: 'orders_lookup_order', status: 'failed', err_msg: 'The tool reported an error: No order Z-9' },
      {
        name: 'orders_add',
        status: 'failed',
        err_msg: expect.stringMatching(/^The arguments do not fit the tool: .*must be number/s),
      },
    ]);
    const toolAnswers = fake.chatRequests()[1]?.messages.filter((message) => message.role === 'tool');
    expect(toolAnswers?.map((message) => message.content)).toEqual([
      'Error: The tool reported an error: No order Z-9',
      expect.stringContaining('Error: The arguments do not fit the tool'),
    ]);
    expect(await ordersCounts()).toEqual({ use_count: before.use_count + 1, succ_count: before.succ_count });
  });

  it('tells the model and the card when a call outlasts TOOL_CALL_TIMEOUT_MS', async () => {
    const before = await ordersCounts();
    const appCode = await appWithTool(userSession, 'tool', 'orders');
    fake.replyOnce({ toolCalls: [{ name: 'orders_slow', arguments: { seconds: 4 } }] });
    fake.replyOnce({ text: 'The report is taking too long.' });

    const cards = cardsOf(await ask(userSession, appCode, 'Make the slow report'));

    expect(cards).toMatchObject([{ status: 'failed', err_msg: 'The tool did not answer within 1 s.' }]);
    expect(cards[0]?.duration_ms).toBeLessThan(3_000);
    expect(fake.chatRequests()[1]?.messages.at(-1)).toMatchObject({
      role: 'tool',
      content: 'Error: The tool did not answer within 1 s.',
    });
    expect(await ordersCounts()).toEqual({ use_count: before.use_count + 1, succ_count: before.succ_count });
  });

  it('ends the MCP session when the user stops the answer during a call', async () => {
    const appCode = await appWithTool(userSession, 'tool', 'orders');
    fake.replyOnce({ toolCalls: [{ name: 'orders_slow', arguments: { seconds: 20 } }] });
    const stop = new AbortController();
    const asked = ask(userSession, appCode, 'Take your time', 'en', stop.signal).catch(() => []);
    await vi.waitFor(() => expect(mcp.openSessions).toBe(1));

    stop.abort();
    await asked;
    await vi.waitFor(() => expect(mcp.openSessions).toBe(0), { timeout: 5_000 });
  });
});

describe('tool resources that cannot be used', () => {
  it('says in the user’s language that a tool is not installed', async () => {
    const appCode = await appWithTool(userSession, 'tool(autogpt_plugins)', 'weather');
    const text = (await ask(userSession, appCode, '今天天气如何？', 'zh')).join('');
    expect(text).toContain('工具“weather”未安装，或你无权使用。');
    expect(fake.chatRequests()).toHaveLength(0);
  });

  it('says which tool could not be started: a user’s own MCP server stays off loopback', async () => {
    const appCode = await appWithTool(userSession, 'tool', 'dead');
    const text = (await ask(userSession, appCode, 'Hello?')).join('');
    expect(text).toContain(
      'The tool "dead" could not be started: The address 127.0.0.1 leads to a private or local network address (127.0.0.1)',
    );
    expect(fake.chatRequests()).toHaveLength(0);
  });

  it('lets only an administrator name an MCP server by its URL', async () => {
    const before = await ordersCounts();
    const url = `${mcp.url}/mcp`;
    const userApp = await appWithTool(userSession, 'tool(mcp(sse))', JSON.stringify({ mcp_servers: url }));
    expect((await ask(userSession, userApp, 'Add 2 and 3')).join('')).toContain(
      'Only an administrator may give an agent an MCP server by its URL',
    );

    const adminApp = await appWithTool(adminSession, 'tool(mcp(sse))', JSON.stringify({ mcp_servers: url }));
    const port = new URL(mcp.url).port;
    fake.replyOnce({ toolCalls: [{ name: `mcp_127_0_0_1_${port}_add`, arguments: { a: 2, b: 3 } }] });
    fake.replyOnce({ text: 'It is 5.' });
    const cards = cardsOf(await ask(adminSession, adminApp, 'Add 2 and 3'));
    expect(cards).toMatchObject([{ status: 'complete', result: '5' }]);
    expect(await ordersCounts()).toEqual(before);
  });
});
