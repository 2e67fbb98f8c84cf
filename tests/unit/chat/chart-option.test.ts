import { chartKindOf } from '@/components/chat/chart/chart-kind';
import type { CellValue, ShownChart } from '@/components/chat/chart/chart-model';
import { planChart } from '@/components/chat/chart/chart-option';

function chart(typeName: string, columns: string[], rows: CellValue[][]): ShownChart {
  return {
    typeName,
    kind: chartKindOf(typeName),
    title: '',
    describe: '',
    sql: '',
    error: null,
    columns,
    rows,
  };
}

const MONTHS: CellValue[][] = [
  ['2024-01', 12, 340.5],
  ['2024-02', 30, 910],
];

describe('block → chart option', () => {
  it('maps DB-GPT type names to chart kinds', () => {
    expect(
      [
        'response_line_chart',
        'response_bar_chart',
        'response_pie_chart',
        'response_area_chart',
        'response_scatter_chart',
        'response_heatmap',
        'response_table',
        'IndicatorValue',
        'BarChart',
        'something_new',
      ].map(chartKindOf),
    ).toEqual(['line', 'bar', 'pie', 'area', 'scatter', 'heatmap', 'table', 'indicator', 'bar', 'auto']);
  });

  it('draws a line chart with the first text column on x and one series per number column', () => {
    const plan = planChart(chart('response_line_chart', ['month', 'orders', 'revenue'], MONTHS));
    expect(plan.kind).toBe('echarts');
    if (plan.kind !== 'echarts') return;
    expect(plan.option.xAxis).toMatchObject({ type: 'category', data: ['2024-01', '2024-02'] });
    expect(plan.option.series).toEqual([
      expect.objectContaining({ type: 'line', name: 'orders', data: [12, 30], sampling: 'lttb' }),
      expect.objectContaining({ type: 'line', name: 'revenue', data: [340.5, 910] }),
    ]);
  });

  it('fills the area chart and puts bars on the bar chart; numbers sent as text still count', () => {
    const area = planChart(
      chart(
        'response_area_chart',
        ['month', 'orders'],
        [
          ['a', '1'],
          ['b', '2'],
        ],
      ),
    );
    expect(area.kind === 'echarts' && area.option.series).toEqual([
      expect.objectContaining({ type: 'line', data: [1, 2], areaStyle: expect.any(Object) }),
    ]);
    const bar = planChart(chart('response_bar_chart', ['month', 'orders'], [['a', 1]]));
    expect(bar.kind === 'echarts' && bar.option.series).toEqual([
      expect.objectContaining({ type: 'bar', data: [1] }),
    ]);
  });

  it('makes pie slices, a donut for donut charts, and a bar chart when there are too many slices', () => {
    const pie = planChart(
      chart(
        'response_donut_chart',
        ['region', 'orders'],
        [
          ['North', 5],
          ['South', 9],
        ],
      ),
    );
    expect(pie.kind === 'echarts' && pie.option.series).toEqual([
      expect.objectContaining({
        type: 'pie',
        radius: ['40%', '70%'],
        data: [
          { name: 'North', value: 5 },
          { name: 'South', value: 9 },
        ],
      }),
    ]);
    const many = Array.from({ length: 40 }, (_, i): CellValue[] => [`r${i}`, i]);
    const crowded = planChart(chart('response_pie_chart', ['region', 'orders'], many));
    expect(crowded.kind === 'echarts' && crowded.drawn).toBe('bar');
  });

  it('plots scatter points from two number columns and a heatmap from two categories and a value', () => {
    const scatter = planChart(
      chart(
        'response_scatter_chart',
        ['x', 'y'],
        [
          [1, 2],
          [3, 4],
        ],
      ),
    );
    expect(scatter.kind === 'echarts' && scatter.option.series).toEqual([
      expect.objectContaining({
        type: 'scatter',
        data: [
          [1, 2],
          [3, 4],
        ],
      }),
    ]);
    const heat = planChart(
      chart(
        'response_heatmap',
        ['day', 'hour', 'n'],
        [
          ['Mon', 'am', 3],
          ['Tue', 'pm', 8],
        ],
      ),
    );
    expect(heat.kind).toBe('echarts');
    if (heat.kind !== 'echarts') return;
    expect(heat.option.series).toEqual([
      expect.objectContaining({
        type: 'heatmap',
        data: [
          [0, 0, 3],
          [1, 1, 8],
        ],
      }),
    ]);
    expect(heat.option.visualMap).toMatchObject({ min: 3, max: 8 });
  });

  it('shows a single value as an indicator', () => {
    expect(planChart(chart('IndicatorValue', ['total'], [[1234]]))).toEqual({
      kind: 'indicator',
      items: [{ label: 'total', value: '1234' }],
    });
    // An unknown type with one number is an indicator too.
    expect(planChart(chart('mystery', ['count'], [[7]])).kind).toBe('indicator');
  });

  it('falls back to the table when no chart fits or a table is asked for', () => {
    expect(planChart(chart('response_table', ['a'], [[1]]))).toEqual({ kind: 'table', reason: 'requested' });
    expect(planChart(chart('response_line_chart', ['name', 'city'], [['Ada', 'Paris']]))).toEqual({
      kind: 'table',
      reason: 'no-fit',
    });
    expect(planChart(chart('response_scatter_chart', ['name'], [['x']])).kind).toBe('table');
    expect(planChart(chart('response_bar_chart', ['a', 'b'], [])).kind).toBe('table');
  });

  it('charts an unknown type by the shape of its data', () => {
    const plan = planChart(
      chart(
        'response_vector_chart',
        ['month', 'orders'],
        [
          ['a', 1],
          ['b', 2],
        ],
      ),
    );
    expect(plan.kind === 'echarts' && plan.drawn).toBe('bar');
  });
});
