import type {
  BarSeriesOption,
  HeatmapSeriesOption,
  LineSeriesOption,
  PieSeriesOption,
  ScatterSeriesOption,
} from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { isDonut } from './chart-kind';
import type { CellValue, ChartKind, ShownChart } from './chart-model';

/** Exactly the option parts the lazily loaded renderer registers (echarts-renderer.tsx). */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | ScatterSeriesOption
  | HeatmapSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
  | VisualMapComponentOption
>;

export type DrawnKind = Exclude<ChartKind, 'table' | 'indicator' | 'auto'>;

export interface IndicatorItem {
  label: string;
  value: string;
}

/** How a chart block is shown in its Chart tab. */
export type ChartPlan =
  | { kind: 'echarts'; drawn: DrawnKind; option: ChartOption }
  | { kind: 'indicator'; items: IndicatorItem[] }
  /** `requested`: the block asked for a table; `no-fit`: no chart fits the data. */
  | { kind: 'table'; reason: 'requested' | 'no-fit' };

/** Beyond these, a chart of that kind is unreadable (or too slow to draw as SVG); the table shows instead. */
const LIMITS: Record<DrawnKind, number> = {
  line: 200_000,
  area: 200_000,
  bar: 1_000,
  pie: 30,
  scatter: 5_000,
  heatmap: 10_000,
};
const INDICATOR_MAX = 6;

function asNumber(value: CellValue): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A column is numeric when it has a value and every value it has reads as a number. */
function numericColumns(chart: ShownChart): number[] {
  return chart.columns
    .map((_, index) => index)
    .filter((index) => {
      let seen = false;
      for (const row of chart.rows) {
        const cell = row[index];
        if (cell === null) continue;
        if (asNumber(cell) === null) return false;
        seen = true;
      }
      return seen;
    });
}

function label(value: CellValue): string {
  return value === null ? '' : String(value);
}

interface Shape {
  numeric: number[];
  categories: number[];
}

function shapeOf(chart: ShownChart): Shape {
  const numeric = numericColumns(chart);
  return { numeric, categories: chart.columns.map((_, i) => i).filter((i) => !numeric.includes(i)) };
}

const tooltip = (trigger: 'axis' | 'item'): TooltipComponentOption => ({ trigger, confine: true });
const grid: GridComponentOption = { left: 8, right: 16, top: 36, bottom: 8, containLabel: true };

/** The x axis: the first non-numeric column, else (all numeric) the first column. */
function cartesian(chart: ShownChart, shape: Shape, drawn: 'line' | 'area' | 'bar'): ChartOption | null {
  const x = shape.categories[0] ?? (shape.numeric.length > 1 ? shape.numeric[0] : undefined);
  if (x === undefined) return null;
  const measures = shape.numeric.filter((index) => index !== x);
  if (measures.length === 0 || chart.rows.length > LIMITS[drawn]) return null;
  const many = chart.rows.length > 200;
  const series = measures.map((index): LineSeriesOption | BarSeriesOption => {
    const data = chart.rows.map((row) => asNumber(row[index]));
    if (drawn === 'bar') return { type: 'bar', name: chart.columns[index], data };
    return {
      type: 'line',
      name: chart.columns[index],
      data,
      showSymbol: !many,
      sampling: 'lttb',
      ...(drawn === 'area' ? { areaStyle: { opacity: 0.25 } } : {}),
    };
  });
  return {
    backgroundColor: 'transparent',
    tooltip: tooltip('axis'),
    legend: { show: measures.length > 1, type: 'plain', top: 0 },
    grid,
    xAxis: { type: 'category', data: chart.rows.map((row) => label(row[x])), boundaryGap: drawn === 'bar' },
    yAxis: { type: 'value' },
    series,
  };
}

function pie(chart: ShownChart, shape: Shape): ChartOption | null {
  const name = shape.categories[0];
  const value = shape.numeric[0];
  if (name === undefined || value === undefined || chart.rows.length > LIMITS.pie) return null;
  const data = chart.rows.map((row) => ({ name: label(row[name]), value: asNumber(row[value]) ?? 0 }));
  if (data.some((slice) => slice.value < 0)) return null;
  return {
    backgroundColor: 'transparent',
    tooltip: tooltip('item'),
    legend: { type: 'plain', bottom: 0 },
    series: [
      {
        type: 'pie',
        name: chart.columns[value],
        radius: isDonut(chart.typeName) ? ['40%', '70%'] : '70%',
        center: ['50%', '45%'],
        // The legend names the slices; shares inside them fit a phone, where outside names were cut off.
        label: { position: 'inside', formatter: '{d}%' },
        data,
      },
    ],
  };
}

function scatter(chart: ShownChart, shape: Shape): ChartOption | null {
  const [x, y] = shape.numeric;
  if (x === undefined || y === undefined || chart.rows.length > LIMITS.scatter) return null;
  return {
    backgroundColor: 'transparent',
    tooltip: tooltip('item'),
    grid,
    xAxis: { type: 'value', name: chart.columns[x], scale: true },
    yAxis: { type: 'value', name: chart.columns[y], scale: true },
    series: [
      {
        type: 'scatter',
        name: `${chart.columns[x]} / ${chart.columns[y]}`,
        data: chart.rows.map((row) => [asNumber(row[x]) ?? 0, asNumber(row[y]) ?? 0]),
      },
    ],
  };
}

function heatmap(chart: ShownChart, shape: Shape): ChartOption | null {
  const [x, y] = shape.categories.length >= 2 ? shape.categories : [shape.categories[0], shape.numeric[0]];
  const value = shape.numeric.find((index) => index !== y);
  if (x === undefined || y === undefined || value === undefined || chart.rows.length > LIMITS.heatmap)
    return null;
  const xs = [...new Set(chart.rows.map((row) => label(row[x])))];
  const ys = [...new Set(chart.rows.map((row) => label(row[y])))];
  const data = chart.rows.map((row) => [
    xs.indexOf(label(row[x])),
    ys.indexOf(label(row[y])),
    asNumber(row[value]) ?? 0,
  ]);
  const values = data.map((cell) => cell[2]);
  return {
    backgroundColor: 'transparent',
    tooltip: tooltip('item'),
    grid: { ...grid, bottom: 48 },
    xAxis: { type: 'category', data: xs, splitArea: { show: true } },
    yAxis: { type: 'category', data: ys, splitArea: { show: true } },
    visualMap: {
      min: Math.min(...values),
      max: Math.max(...values),
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
    },
    series: [{ type: 'heatmap', name: chart.columns[value], data }],
  };
}

function indicator(chart: ShownChart, shape: Shape): IndicatorItem[] | null {
  if (chart.rows.length === 1) {
    const indexes = shape.numeric.length ? shape.numeric : [0];
    if (indexes.length > INDICATOR_MAX || chart.columns.length === 0) return null;
    return indexes.map((index) => ({ label: chart.columns[index], value: label(chart.rows[0][index]) }));
  }
  const name = shape.categories[0];
  if (name === undefined || shape.numeric.length === 0 || chart.rows.length > INDICATOR_MAX) return null;
  // A pivoted dashboard report has one value per row, each in its own column.
  return chart.rows.map((row) => {
    const value = shape.numeric.map((index) => row[index]).find((cell) => cell !== null) ?? null;
    return { label: label(row[name]), value: label(value) };
  });
}

function draw(kind: DrawnKind, chart: ShownChart, shape: Shape): ChartOption | null {
  if (kind === 'pie') return pie(chart, shape);
  if (kind === 'scatter') return scatter(chart, shape);
  if (kind === 'heatmap') return heatmap(chart, shape);
  return cartesian(chart, shape, kind);
}

/** What an unknown type name is drawn as: by the shape of the data. */
function guessKind(chart: ShownChart, shape: Shape): DrawnKind | 'indicator' | null {
  if (chart.rows.length === 1 && chart.columns.length <= 2 && shape.numeric.length >= 1) return 'indicator';
  if (shape.categories.length >= 1 && shape.numeric.length >= 1) return 'bar';
  if (shape.numeric.length >= 2) return 'line';
  return null;
}

/** Kinds tried in turn when the asked-for one does not fit: too many slices for a pie make a bar chart. */
const FALLBACKS: Partial<Record<DrawnKind, DrawnKind[]>> = { pie: ['bar'], scatter: ['line'] };

/** The pure "block → what to draw" step: the renderer module only receives the option made here. */
export function planChart(chart: ShownChart): ChartPlan {
  if (chart.kind === 'table') return { kind: 'table', reason: 'requested' };
  if (chart.rows.length === 0 || chart.columns.length === 0) return { kind: 'table', reason: 'no-fit' };
  const shape = shapeOf(chart);
  const kind = chart.kind === 'auto' ? guessKind(chart, shape) : chart.kind;
  if (kind === null) return { kind: 'table', reason: 'no-fit' };
  if (kind === 'indicator') {
    const items = indicator(chart, shape);
    return items ? { kind: 'indicator', items } : { kind: 'table', reason: 'no-fit' };
  }
  for (const drawn of [kind, ...(FALLBACKS[kind] ?? [])]) {
    const option = draw(drawn, chart, shape);
    if (option) return { kind: 'echarts', drawn, option };
  }
  return { kind: 'table', reason: 'no-fit' };
}
