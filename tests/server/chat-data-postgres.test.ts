import { startPostgres, type RunningDatabase } from '../support/database-servers';
import { setupFakeModelServer, startChatServer } from './chat-test-helpers';
import { addDatasource, askData, chartViews, sqlReply, systemPromptOf } from './chat-data-helpers';
import { seedPostgres, serverParams } from './datasource-helpers';

const setup = setupFakeModelServer(() => startChatServer());
let db: RunningDatabase;

beforeAll(async () => {
  db = await startPostgres();
  await seedPostgres(db);
  await addDatasource(setup.server, {
    type: 'postgresql',
    params: serverParams(db),
    display_name: 'PG shop',
  });
}, 60_000);
afterAll(() => db?.stop());

const execute = (question: string) =>
  askData(setup, { chat_mode: 'chat_with_db_execute', select_param: 'PG shop', user_input: question });

describe('chat_with_db_execute on PostgreSQL', () => {
  it('charts the rows of a real PostgreSQL query, the commented schema in the prompt', async () => {
    setup.fake.replyOnce({
      text: sqlReply(
        'SELECT customer_id, SUM(amount) AS total FROM orders GROUP BY customer_id ORDER BY 1',
        'By customer.',
        'response_pie_chart',
      ),
    });
    const answer = await execute('Share of each customer?');
    const system = systemPromptOf(setup);
    expect(system).toContain('PostgreSQL SQL');
    expect(system).toContain('customers (id integer PK, name text "Full name") -- People who buy');
    expect(chartViews(answer.content)).toEqual([
      {
        type: 'response_pie_chart',
        sql: expect.stringContaining('GROUP BY customer_id'),
        data: [
          { customer_id: 1, total: 30.5 },
          { customer_id: 2, total: 7 },
        ],
      },
    ]);
  });

  it('cuts a large result at the row limit and says so', async () => {
    setup.fake.replyOnce({ text: sqlReply('SELECT n FROM numbers ORDER BY n', 'All numbers.') });
    const answer = await execute('Every number');
    const [chart] = chartViews(answer.content);
    expect(chart?.data).toHaveLength(10_000);
    expect(chart?.data.at(-1)).toEqual({ n: 10_000 });
    expect(answer.content).toMatch(
      /^All numbers\.\n\n\(Only the first 10000 rows are shown\.\)\n\n<chart-view /,
    );
  });

  it('refuses a write on the read-only datasource, and the retry that reads succeeds', async () => {
    setup.fake.replyOnce({ text: sqlReply("UPDATE customers SET name = 'X'") });
    setup.fake.replyOnce({ text: sqlReply('SELECT name FROM customers ORDER BY id') });
    const answer = await execute('Rename everyone to X');
    const [refused, read] = chartViews(answer.content);
    expect(refused?.err_msg).toMatch(
      /^The query could not be run: this datasource is read-only, and the statement would change data/,
    );
    expect(read?.data).toEqual([{ name: 'Ada' }, { name: 'Lin' }]);
  });
});

describe('a conversation with PostgreSQL', () => {
  it('gives the model the earlier query and its first rows, not the whole earlier result', async () => {
    const convUid = 'pg-conversation-1';
    setup.fake.replyOnce({ text: sqlReply('SELECT n FROM numbers ORDER BY n', 'All numbers.') });
    await askData(setup, {
      conv_uid: convUid,
      chat_mode: 'chat_with_db_execute',
      select_param: 'PG shop',
      user_input: 'Every number',
    });
    setup.fake.replyOnce({ text: sqlReply('SELECT count(*) AS n FROM numbers', 'Counted.') });
    const second = await askData(setup, {
      conv_uid: convUid,
      chat_mode: 'chat_with_db_execute',
      select_param: 'PG shop',
      user_input: 'How many are there?',
    });
    expect(chartViews(second.content)[0]?.data).toEqual([{ n: 50000 }]);
    const messages = setup.fake.chatRequests()[1]?.messages ?? [];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[2]?.content).toBe(
      'All numbers.\n\n(Only the first 10000 rows are shown.)\n\nSQL: SELECT n FROM numbers ORDER BY n\nResult:\n{"n":1}\n{"n":2}\n{"n":3}\n{"n":4}\n{"n":5}\n… (10000 rows)',
    );
  });
});
