import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dashboardReportSchema } from '@/contract/chart-block';
import { setupFakeModelServer, startChatServer } from './chat-test-helpers';
import { addDatasource, askData, chartViews, systemPromptOf } from './chat-data-helpers';
import { makeDuckdbShop } from './datasource-helpers';

const setup = setupFakeModelServer(() => startChatServer());
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'dbgpt-dashboard-'));
  const file = await makeDuckdbShop(dir);
  await addDatasource(setup.server, { type: 'duckdb', params: { path: file }, display_name: 'Duck shop' });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('chat_with_db_qa', () => {
  it('answers questions about the schema as streamed text, the tables in its prompt', async () => {
    setup.fake.replyOnce({ text: 'Orders point at customers through customer_id.' });
    const answer = await askData(setup, {
      chat_mode: 'chat_with_db_qa',
      select_param: 'Duck shop',
      user_input: 'How are orders linked to customers?',
    });
    expect(answer.content).toBe('Orders point at customers through customer_id.');
    expect(answer.reasoning).toBeNull();
    const system = systemPromptOf(setup);
    expect(system).toContain('DuckDB database "Duck shop"');
    expect(system).toContain('customers (id INTEGER PK, name VARCHAR) -- People who buy');
    expect(system).toContain('customer_id INTEGER -> customers.id');
  });
});

describe('chat_dashboard', () => {
  it('runs each chart of the model and answers the report, a failing chart carrying its error', async () => {
    const charts = [
      {
        thoughts: 'Spending per customer.',
        showcase: 'response_bar_chart',
        sql: 'SELECT c.name, SUM(o.amount) AS total FROM orders o JOIN customers c ON c.id = o.customer_id GROUP BY c.name ORDER BY c.name',
        title: 'Spend',
      },
      { thoughts: 'Broken.', showcase: 'LineChart', sql: 'SELECT month FROM sales', title: 'Sales' },
      {
        thoughts: 'Orders.',
        showcase: 'IndicatorValue',
        sql: 'SELECT count(*) AS orders FROM orders',
        title: 'Count',
      },
    ];
    const reply = `Here is the dashboard:\n${JSON.stringify(charts)}`;
    setup.fake.replyOnce({ text: reply });
    const answer = await askData(setup, {
      chat_mode: 'chat_dashboard',
      conv_uid: 'dashboard-1',
      select_param: 'Duck shop',
      user_input: 'Build a sales overview',
    });
    expect(systemPromptOf(setup)).toContain('"showcase"');
    expect(answer.reasoning).toBe(reply);
    const report = dashboardReportSchema.parse(JSON.parse(answer.content));
    expect(report).toMatchObject({ conv_uid: 'dashboard-1', template_name: 'report' });
    const [spend, sales, count] = report.charts;
    expect(spend).toMatchObject({
      chart_name: 'Spend',
      chart_type: 'BarChart',
      chart_desc: 'Spending per customer.',
      column_name: ['name', 'total'],
      values: [
        { name: 'Ada', type: 'total', value: 30.5 },
        { name: 'Lin', type: 'total', value: 7 },
      ],
    });
    expect(spend?.chart_uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(sales).toMatchObject({
      chart_type: 'LineChart',
      chart_sql: 'SELECT month FROM sales',
      values: [],
    });
    expect(sales?.chart_desc).toMatch(
      /^The query could not be run: the database reported an error \(.*sales/,
    );
    expect(count).toMatchObject({
      chart_type: 'IndicatorValue',
      values: [{ name: 'orders', type: 'orders', value: 3 }],
    });
    expect(chartViews(answer.content)).toEqual([]);
  });

  it('answers the model text when it proposes no chart', async () => {
    setup.fake.replyOnce({ text: 'I need more details about your goal.' });
    const answer = await askData(setup, {
      chat_mode: 'chat_dashboard',
      select_param: 'Duck shop',
      user_input: 'Hmm',
    });
    expect(answer.content).toBe('I need more details about your goal.');
  });
});
