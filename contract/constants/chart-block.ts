// Values of the chart block contract the web client needs at run time, free of the schema library
// (contract/chart-block.ts re-exports them).

/**
 * DB-GPT's chart type names (the model picks one as `display_type`) and the dashboard report's names.
 * Anything else is accepted and charted by the shape of the data.
 */
export const KNOWN_CHART_TYPES = [
  'response_line_chart',
  'response_bar_chart',
  'response_pie_chart',
  'response_donut_chart',
  'response_scatter_chart',
  'response_bubble_chart',
  'response_area_chart',
  'response_heatmap',
  'response_heatmap_chart',
  'response_table',
  'LineChart',
  'BarChart',
  'PieChart',
  'Table',
  'IndicatorValue',
] as const;

/** The fence info strings that carry chart blocks: one chart (`vis-db-chart`, `vis-chart`) or several. */
export const CHART_FENCE_LANGUAGES = ['vis-db-chart', 'vis-chart', 'vis-dashboard'] as const;
export type ChartFenceLanguage = (typeof CHART_FENCE_LANGUAGES)[number];
