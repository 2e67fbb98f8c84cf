import type { ChartPayload, DashboardReport, ReportChart, VisDashboard } from '@/contract/chart-block';
import type { ChartFenceLanguage } from '@/contract/constants/chart-block';
import { chartKindOf } from './chart-kind';
import type { CellValue, ChartBlock, ShownChart, ShownDashboard } from './chart-model';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? null;
}

/** Columns in first-seen order over all rows (a later row may carry a key the first lacks). */
function columnsOf(records: readonly Record<string, unknown>[]): string[] {
  const seen = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) seen.add(key);
  return [...seen];
}

function isChartPayload(value: unknown): value is ChartPayload {
  return isRecord(value) && Array.isArray(value.data) && value.data.every(isRecord);
}

/** A `<chart-view>` / `vis-db-chart` / `vis-chart` payload, or null when it is not one. */
export function readChartPayload(value: unknown): ShownChart | null {
  if (!isChartPayload(value)) return null;
  const columns = columnsOf(value.data);
  const typeName = text(value.type);
  return {
    typeName,
    kind: chartKindOf(typeName),
    title: text(value.title),
    describe: text(value.describe),
    sql: text(value.sql),
    error: text(value.err_msg) || null,
    columns,
    rows: value.data.map((record) => columns.map((column) => toCell(record[column]))),
  };
}

function isVisDashboard(value: unknown): value is VisDashboard {
  return isRecord(value) && Array.isArray(value.data) && value.data.every(isChartPayload);
}

function isReportChart(value: unknown): value is ReportChart {
  return isRecord(value) && Array.isArray(value.values) && value.values.every(isRecord);
}

function isDashboardReport(value: unknown): value is DashboardReport {
  return isRecord(value) && Array.isArray(value.charts) && value.charts.every(isReportChart);
}

/**
 * A report chart's values come long (category `name`, series `type`, `value`); they are pivoted to one
 * row per category and one column per series, the shape the other blocks have.
 */
function readReportChart(chart: ReportChart): ShownChart {
  const series: string[] = [];
  const rowByName = new Map<string, Map<string, CellValue>>();
  const names: CellValue[] = [];
  for (const item of chart.values) {
    const seriesName = text(item.type) || 'value';
    if (!series.includes(seriesName)) series.push(seriesName);
    const name = toCell(item.name);
    const key = String(name);
    let row = rowByName.get(key);
    if (!row) {
      row = new Map();
      rowByName.set(key, row);
      names.push(name);
    }
    const value = toCell(item.value);
    const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    row.set(seriesName, Number.isFinite(numeric) ? numeric : value);
  }
  // The category column is the one column neither a series nor a category value (totals name their column).
  const nameColumn =
    chart.column_name?.find((column) => !series.includes(column) && !rowByName.has(column)) ?? 'name';
  const typeName = text(chart.chart_type);
  return {
    typeName,
    kind: chartKindOf(typeName),
    title: text(chart.chart_name),
    describe: text(chart.chart_desc),
    sql: text(chart.chart_sql),
    error: null,
    columns: [nameColumn, ...series],
    rows: names.map((name) => [name, ...series.map((s) => rowByName.get(String(name))?.get(s) ?? null)]),
  };
}

function dashboardFromVis(value: VisDashboard): ShownDashboard {
  return {
    title: text(value.title),
    charts: value.data.map(readChartPayload).filter((chart): chart is ShownChart => chart !== null),
  };
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The body of a chart fence, or null when it is not valid JSON of the expected shape. */
export function parseChartFence(language: ChartFenceLanguage, body: string): ChartBlock | null {
  const value = parseJson(body);
  if (language === 'vis-dashboard') {
    return isVisDashboard(value) ? { kind: 'dashboard', dashboard: dashboardFromVis(value) } : null;
  }
  const chart = readChartPayload(value);
  return chart ? { kind: 'chart', chart } : null;
}

/**
 * The `content` attribute of a `<chart-view>` element. The browser's HTML parser reads the element and
 * decodes the attribute (ElementTree escapes quotes and newlines in it).
 */
export function parseChartViewElement(element: string): ChartBlock | null {
  if (typeof DOMParser === 'undefined') return null;
  const node = new DOMParser().parseFromString(element, 'text/html').querySelector('chart-view');
  const content = node?.getAttribute('content');
  if (!content) return null;
  const chart = readChartPayload(parseJson(content));
  return chart ? { kind: 'chart', chart } : null;
}

/** A `chat_dashboard` answer: the whole text is the report JSON. Null when the text is not one. */
export function parseDashboardReport(answer: string): ChartBlock | null {
  const value = parseJson(answer);
  if (!isDashboardReport(value)) return null;
  const title = text(value.template_introduce);
  return { kind: 'dashboard', dashboard: { title, charts: value.charts.map(readReportChart) } };
}
