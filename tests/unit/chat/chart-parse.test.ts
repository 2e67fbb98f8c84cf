import {
  parseChartFence,
  parseChartViewElement,
  parseDashboardReport,
} from '@/components/chat/chart/parse-chart-block';
import { planChart } from '@/components/chat/chart/chart-option';
import { splitChartAnswer } from '@/components/chat/chart/split-chart-answer';
import { chartViewAnswer, DASHBOARD_REPORT, ORDERS_ROWS, ORDERS_SQL } from './chart-fixtures';

const PAYLOAD = { type: 'response_bar_chart', sql: ORDERS_SQL, data: ORDERS_ROWS };

describe('reading chart blocks', () => {
  it('reads a <chart-view> element as ElementTree writes it (self-closing, escaped attribute)', () => {
    const answer = chartViewAnswer({ ...PAYLOAD, sql: 'SELECT "a" < 3\nFROM t' });
    const parts = splitChartAnswer(answer, false);
    expect(parts.map((part) => part.kind)).toEqual(['markdown', 'chart-view']);
    const element = parts[1].kind === 'chart-view' ? parts[1].element : '';
    const block = parseChartViewElement(element);
    expect(block?.kind).toBe('chart');
    if (block?.kind !== 'chart') return;
    expect(block.chart.kind).toBe('bar');
    expect(block.chart.sql).toBe('SELECT "a" < 3\nFROM t');
    expect(block.chart.columns).toEqual(['month', 'orders', 'revenue']);
    expect(block.chart.rows[1]).toEqual(['2024-02', 30, 910]);
  });

  it('reads vis-db-chart and vis-chart fences with title and description', () => {
    for (const language of ['vis-db-chart', 'vis-chart'] as const) {
      const block = parseChartFence(
        language,
        JSON.stringify({ ...PAYLOAD, type: 'response_line_chart', title: 'Orders', describe: 'Per month' }),
      );
      expect(block?.kind === 'chart' && block.chart).toMatchObject({
        kind: 'line',
        title: 'Orders',
        describe: 'Per month',
      });
    }
  });

  it('reads a vis-dashboard fence and a chat_dashboard report, pivoting the report values', () => {
    const vis = parseChartFence(
      'vis-dashboard',
      JSON.stringify({ data: [PAYLOAD, PAYLOAD], chart_count: 2, title: 'Sales' }),
    );
    expect(vis?.kind === 'dashboard' && vis.dashboard.charts).toHaveLength(2);
    const report = parseDashboardReport(JSON.stringify(DASHBOARD_REPORT));
    expect(report?.kind).toBe('dashboard');
    if (report?.kind !== 'dashboard') return;
    const [bar, pie] = report.dashboard.charts;
    expect(bar).toMatchObject({ kind: 'bar', title: 'Orders per month', columns: ['month', 'orders'] });
    expect(bar.rows).toEqual([
      ['2024-01', 12],
      ['2024-02', 30],
    ]);
    expect(pie.kind).toBe('pie');
  });

  it('shows a report IndicatorValue chart as one number per measure', () => {
    const report = parseDashboardReport(
      JSON.stringify({
        charts: [
          {
            chart_name: 'Totals',
            chart_type: 'IndicatorValue',
            column_name: ['orders', 'revenue'],
            values: [
              { name: 'orders', type: 'orders_amount', value: '42' },
              { name: 'revenue', type: 'revenue_amount', value: '1300.5' },
            ],
          },
        ],
      }),
    );
    expect(report?.kind).toBe('dashboard');
    if (report?.kind !== 'dashboard') return;
    expect(planChart(report.dashboard.charts[0])).toEqual({
      kind: 'indicator',
      items: [
        { label: 'orders', value: '42' },
        { label: 'revenue', value: '1300.5' },
      ],
    });
  });

  it('gives null for malformed blocks, never throws', () => {
    expect(parseChartFence('vis-db-chart', '{"type": "response_bar_chart", "data": [')).toBeNull();
    expect(parseChartFence('vis-db-chart', '{"type": "response_bar_chart", "data": "not rows"}')).toBeNull();
    expect(parseChartFence('vis-dashboard', '[1, 2]')).toBeNull();
    expect(parseChartViewElement('<chart-view content="{broken" />')).toBeNull();
    expect(parseChartViewElement('<chart-view />')).toBeNull();
    expect(parseDashboardReport('{"charts": [{"values": 3}]}')).toBeNull();
  });

  it('keeps nested values as their JSON text and empty cells as empty', () => {
    const block = parseChartFence(
      'vis-db-chart',
      JSON.stringify({
        data: [
          { a: { x: 1 }, b: null },
          { a: [1], c: true },
        ],
      }),
    );
    expect(block?.kind === 'chart' && block.chart.rows).toEqual([
      ['{"x":1}', null, null],
      ['[1]', null, true],
    ]);
  });
});

describe('splitting a streaming data answer', () => {
  it('holds back a <chart-view> element that is still arriving, and its first characters', () => {
    const full = chartViewAnswer({ type: 'response_table', sql: 'SELECT 1', data: [{ a: 1 }] });
    const cut = full.slice(0, full.length - 10);
    expect(splitChartAnswer(cut, true)).toEqual([
      { kind: 'markdown', text: 'Here are the orders per month.\n' },
      { kind: 'pending' },
    ]);
    expect(splitChartAnswer('Here you go <chart-v', true)).toEqual([
      { kind: 'markdown', text: 'Here you go ' },
    ]);
  });

  it('shows a broken element as text once the answer has finished', () => {
    expect(splitChartAnswer('Done <chart-view content="{', false)).toEqual([
      { kind: 'markdown', text: 'Done <chart-view content="{' },
    ]);
  });

  it('leaves a <chart-view> written inside fenced code as code', () => {
    const answer = 'Example:\n```html\n<chart-view content="{}" />\n```';
    expect(splitChartAnswer(answer, false)).toEqual([{ kind: 'markdown', text: answer }]);
  });

  it('treats a dashboard report as pending until its JSON is complete', () => {
    const report = JSON.stringify(DASHBOARD_REPORT);
    expect(splitChartAnswer(report.slice(0, 60), true)).toEqual([{ kind: 'pending' }]);
    expect(splitChartAnswer(report, true)).toEqual([{ kind: 'report', text: report }]);
    expect(splitChartAnswer('{"a": 1} is a JSON object', false)[0].kind).toBe('markdown');
  });
});
