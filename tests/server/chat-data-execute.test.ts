import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  apiJson,
  framePayloads,
  history,
  postChat,
  setupFakeModelServer,
  startChatServer,
} from './chat-test-helpers';
import { addDatasource, askData, chartViews, sqlReply, systemPromptOf } from './chat-data-helpers';
import { makeSqliteShop } from './datasource-helpers';

const setup = setupFakeModelServer(() => startChatServer());
let dir: string;
let shopId: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-data-chat-'));
  const file = await makeSqliteShop(dir);
  // Never refreshed: the first question reads its schema.
  shopId = await addDatasource(setup.server, {
    type: 'sqlite',
    params: { path: file },
    display_name: 'Shop',
  });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const execute = (
  question: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  askData(
    setup,
    { chat_mode: 'chat_with_db_execute', select_param: 'Shop', user_input: question, ...extra },
    headers,
  );

describe('chat_with_db_execute', () => {
  it('streams the model reply as thinking, then the thoughts and a chart-view of the rows', async () => {
    const reply = sqlReply(
      'SELECT c.name, SUM(o.amount) AS total FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY c.name ORDER BY c.name',
      'Total per customer.',
      'response_bar_chart',
    );
    setup.fake.replyOnce({ text: reply });
    const answer = await execute('How much did each customer spend?');

    const system = systemPromptOf(setup);
    expect(system).toContain('SQLite SQL');
    expect(system).toContain('database "Shop"');
    expect(system).toContain('orders (id INTEGER PK, customer_id INTEGER -> customers.id, amount REAL)');
    expect(system).toContain('"display_type"');
    expect(answer.reasoning).toBe(reply);
    expect(answer.content.startsWith('Total per customer.\n\n<chart-view content="')).toBe(true);
    expect(chartViews(answer.content)).toEqual([
      {
        type: 'response_bar_chart',
        sql: expect.stringContaining('SUM(o.amount)'),
        data: [
          { name: 'Ada', total: 30.5 },
          { name: 'Lin', total: 7 },
        ],
      },
    ]);
    // Thinking arrives before the content: an early frame has reasoning and no content yet.
    const early = JSON.parse(answer.payloads[0] ?? '{}') as {
      choices: { message: { content: string; reasoning_content: string | null } }[];
    };
    expect(early.choices[0]?.message.content).toBe('');
    expect(early.choices[0]?.message.reasoning_content).toBeTruthy();
  });

  it('accepts the datasource by its db_name too, and answers a direct response as text', async () => {
    setup.fake.replyOnce({ text: 'Sure! {"direct_response": "The shop has customers and orders."}' });
    const answer = await execute('What is in here?', { select_param: 'sqlite_shop' });
    expect(answer.content).toBe('The shop has customers and orders.');
    expect(chartViews(answer.content)).toEqual([]);
  });

  it('shows a failed query with its error, gives the error to the model, and charts its second try', async () => {
    setup.fake.replyOnce({ text: sqlReply('SELECT nme FROM customers', 'First try.') });
    setup.fake.replyOnce({ text: sqlReply('SELECT name FROM customers ORDER BY id', 'Second try.') });
    const answer = await execute('List the customers');

    const [failed, good] = chartViews(answer.content);
    expect(failed).toMatchObject({ sql: 'SELECT nme FROM customers', data: [] });
    expect(failed?.err_msg).toMatch(/^The query could not be run: the database reported an error \(.*nme/);
    expect(good).toMatchObject({ data: [{ name: 'Ada' }, { name: 'Lin' }] });
    expect(good?.err_msg).toBeUndefined();
    expect(answer.content).toMatch(/^First try\.\n\n<chart-view [^\n]*\/>\n\nSecond try\.\n\n<chart-view /);

    const retry = setup.fake.chatRequests()[1]?.messages ?? [];
    expect(retry.at(-2)).toMatchObject({ role: 'assistant', content: expect.stringContaining('nme') });
    expect(String(retry.at(-1)?.content)).toMatch(/^The query failed: The query could not be run: .*nme/);
  });

  it('retries once only: two failed queries end the answer with the second failed chart', async () => {
    setup.fake.replyOnce({ text: sqlReply('SELECT * FROM nowhere') });
    setup.fake.replyOnce({ text: sqlReply('SELECT * FROM still_nowhere') });
    setup.fake.replyOnce({ text: sqlReply('SELECT 1') });
    const answer = await execute('Anything?');
    const charts = chartViews(answer.content);
    expect(charts.map((chart) => chart.sql)).toEqual([
      'SELECT * FROM nowhere',
      'SELECT * FROM still_nowhere',
    ]);
    expect(charts.every((chart) => chart.err_msg && chart.data.length === 0)).toBe(true);
    expect(answer.content.trimEnd().endsWith('/>')).toBe(true);
    expect(setup.fake.chatRequests()).toHaveLength(2);
  });

  it('refuses a write statement on a read-only datasource with the reason, in the caller language', async () => {
    setup.fake.replyOnce({ text: sqlReply('DELETE FROM orders') });
    setup.fake.replyOnce({ text: sqlReply('DELETE FROM orders') });
    const answer = await execute('删除所有订单', {}, { 'accept-language': 'zh-CN' });
    expect(systemPromptOf(setup)).toContain('你是一名会写 SQLite SQL 的数据分析师');
    const [first] = chartViews(answer.content);
    expect(first?.err_msg).toMatch(/^无法执行查询：该数据源为只读，而该语句会修改数据/);
    expect(chartViews(answer.content)).toHaveLength(2);
    // Nothing was deleted.
    setup.fake.replyOnce({ text: sqlReply('SELECT count(*) AS n FROM orders') });
    expect(chartViews((await execute('How many orders?')).content)[0]?.data).toEqual([{ n: 3 }]);
  });

  it('tells an unknown or missing datasource in the stream, without asking the model', async () => {
    const unknown = await execute('Hello?', { select_param: 'Nowhere' });
    expect(unknown.content).toBe('[SERVER_ERROR]Database "Nowhere" not found; choose one of: Shop');
    const missing = await execute('Hello?', { select_param: '' });
    expect(missing.content).toBe(
      '[SERVER_ERROR]Choose the database to chat with: give its name as select_param',
    );
    const zh = await execute('你好', { select_param: 'Nowhere' }, { 'accept-language': 'zh-CN' });
    expect(zh.content).toBe('[SERVER_ERROR]找不到数据库“Nowhere”；请从以下选择：Shop');
    expect(setup.fake.chatRequests()).toHaveLength(0);
  });

  it('lists the datasources as the scene choices', async () => {
    const { body } = await apiJson(
      setup.server,
      'POST',
      '/api/v1/chat/mode/params/list?chat_mode=chat_with_db_execute',
    );
    expect(body.data).toEqual([
      { param: 'Shop', type: 'sqlite', datasource_id: shopId, db_name: 'sqlite_shop' },
    ]);
  });
});

describe('chat_with_db_execute failures and stream forms', () => {
  it('streams the thinking as reasoning_content deltas, then the content, then [DONE]', async () => {
    const reply = sqlReply('SELECT name FROM customers ORDER BY id');
    setup.fake.replyOnce({ text: reply });
    const answer = await execute('Names?', { incremental: true });
    const deltas = answer.payloads
      .filter((payload) => payload.startsWith('{'))
      .map(
        (payload) =>
          (
            JSON.parse(payload) as {
              choices: { delta: { content: string | null; reasoning_content: string | null } }[];
            }
          ).choices[0]?.delta,
      );
    expect(answer.payloads.at(-1)).toBe('[DONE]');
    expect(deltas.map((delta) => delta?.reasoning_content ?? '').join('')).toBe(reply);
    const firstContent = deltas.findIndex((delta) => delta?.content);
    expect(deltas.slice(firstContent + 1).every((delta) => !delta?.reasoning_content)).toBe(true);
    expect(chartViews(deltas.map((delta) => delta?.content ?? '').join(''))[0]?.data).toEqual([
      { name: 'Ada' },
      { name: 'Lin' },
    ]);
  });

  it('tells a model failure in the stream', async () => {
    setup.fake.replyOnce({ status: 500, errorMessage: 'boom' });
    const answer = await execute('Anything?');
    expect(answer.content).toMatch(/^\[SERVER_ERROR\]The model provider failed \(HTTP 500\)/);
  });
});

describe('stopping a data answer', () => {
  it('terminating while the model writes ends the stream and keeps its thinking, marked stopped', async () => {
    const reply = sqlReply('SELECT name FROM customers ORDER BY id', 'A slow answer with many words in it.');
    setup.fake.replyOnce({ chunks: reply.match(/.{1,8}/gs) ?? [], tokenDelayMs: 40 });
    const convUid = 'data-terminate-1';
    const response = await postChat(setup.server, {
      conv_uid: convUid,
      chat_mode: 'chat_with_db_execute',
      select_param: 'Shop',
      user_input: 'Slowly, the names',
      model_name: 'fake-model',
      incremental: true,
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('reasoning_content')) text += decoder.decode((await reader.read()).value);
    await apiJson(setup.server, 'POST', `/api/v1/chat/topic/terminate?conv_id=${convUid}&round_index=1`);
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    const payloads = framePayloads(text);
    expect(payloads.at(-1)).toBe('[DONE]');
    expect(text).not.toContain('chart-view');
    const [ai, view] = (await history(setup.server, convUid)).filter((message) => message.role !== 'human');
    expect(ai).toMatchObject({ stopped: true, context: '' });
    expect(view?.context).toMatch(/^``````vis-thinking\n```json/);
    await vi.waitFor(() => expect(setup.fake.openStreams).toBe(0));
  });
});
