import type { ChartKind } from './chart-model';

/** DB-GPT's names (chat_db `display_type`, dashboard report `chart_type`) and plain ones, lower-cased. */
const KIND_BY_NAME: Record<string, ChartKind> = {
  response_line_chart: 'line',
  linechart: 'line',
  line: 'line',
  response_bar_chart: 'bar',
  response_column_chart: 'bar',
  barchart: 'bar',
  bar: 'bar',
  column: 'bar',
  response_pie_chart: 'pie',
  response_donut_chart: 'pie',
  piechart: 'pie',
  pie: 'pie',
  donut: 'pie',
  response_area_chart: 'area',
  areachart: 'area',
  area: 'area',
  response_scatter_chart: 'scatter',
  response_bubble_chart: 'scatter',
  scatter: 'scatter',
  response_heatmap: 'heatmap',
  response_heatmap_chart: 'heatmap',
  heatmap: 'heatmap',
  response_table: 'table',
  table: 'table',
  indicatorvalue: 'indicator',
  indicator: 'indicator',
  response_indicator: 'indicator',
};

/** The kind a type name asks for; `auto` for a name we do not know (the data then decides). */
export function chartKindOf(typeName: string): ChartKind {
  return KIND_BY_NAME[typeName.trim().toLowerCase()] ?? 'auto';
}

/** Donut is a pie with a hole. */
export function isDonut(typeName: string): boolean {
  return /donut/i.test(typeName);
}
