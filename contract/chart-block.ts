import { z } from 'zod';

export { CHART_FENCE_LANGUAGES, KNOWN_CHART_TYPES, type ChartFenceLanguage } from './constants/chart-block';

/**
 * The chart blocks a data answer carries (`chat_with_db_execute`, `chat_with_db_qa`, `chat_excel`,
 * `chat_dashboard`), in the forms DB-GPT's server writes and its web renders. The client reads them with
 * type guards (components/chat/chart/parse-chart-block.ts); these schemas document the wire shapes, and the
 * server may validate what it writes with them.
 *
 * 1. `<chart-view content="{JSON}" />`, appended to the answer text after the model's words (DB-GPT's
 *    chat_db auto_execute out parser; written by Python's ElementTree, so self-closing and attribute-escaped,
 *    newlines as `&#10;`). `content` is a {@link chartPayloadSchema}. An empty `data` with `err_msg`
 *    is a failed query.
 * 2. A fenced block ```` ```vis-db-chart ```` (DB-GPT's `VisChart` tag) or ```` ```vis-chart ```` (the name
 *    older DB-GPT webs used) whose body is a {@link chartPayloadSchema} with `title` and `describe`.
 * 3. A fenced block ```` ```vis-dashboard ```` whose body is a {@link visDashboardSchema}: several charts.
 * 4. The `chat_dashboard` answer itself: the whole text is a {@link dashboardReportSchema} JSON object.
 */

/** One result row as `DataFrame.to_json(orient="records")` writes it: column name → value. */
export const chartRowSchema = z.record(z.string(), z.unknown());
export type ChartRow = z.infer<typeof chartRowSchema>;

export const chartPayloadSchema = z.looseObject({
  /** A chart type name; see KNOWN_CHART_TYPES. */
  type: z.string().optional(),
  sql: z.string().optional(),
  data: z.array(chartRowSchema),
  title: z.string().nullable().optional(),
  describe: z.string().nullable().optional(),
  /** Ours: the database's error when the query failed (DB-GPT puts it in the text instead). */
  err_msg: z.string().nullable().optional(),
});
export type ChartPayload = z.infer<typeof chartPayloadSchema>;

export const visDashboardSchema = z.looseObject({
  data: z.array(chartPayloadSchema),
  title: z.string().nullable().optional(),
  display_strategy: z.string().optional(),
  chart_count: z.number().int().optional(),
});
export type VisDashboard = z.infer<typeof visDashboardSchema>;

/** One value of a dashboard report chart, long format: category `name`, series `type`, `value`. */
export const reportValueSchema = z.looseObject({
  name: z.unknown(),
  type: z.string().nullable().optional(),
  value: z.unknown(),
});
export type ReportValue = z.infer<typeof reportValueSchema>;

export const reportChartSchema = z.looseObject({
  chart_uid: z.string().optional(),
  chart_name: z.string().optional(),
  /** One of the report template's types: Table, LineChart, BarChart, PieChart, IndicatorValue. */
  chart_type: z.string().optional(),
  chart_desc: z.string().optional(),
  chart_sql: z.string().optional(),
  column_name: z.array(z.string()).optional(),
  values: z.array(reportValueSchema),
  style: z.unknown().optional(),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const dashboardReportSchema = z.looseObject({
  conv_uid: z.string().optional(),
  template_name: z.string().optional(),
  template_introduce: z.string().nullable().optional(),
  charts: z.array(reportChartSchema),
});
export type DashboardReport = z.infer<typeof dashboardReportSchema>;
