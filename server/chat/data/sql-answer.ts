import { findJsonValues } from '../../models/find-json';

/** What a data scene's model answers (DB-GPT's chat_db format): its reasoning, one query and a chart type. */
export interface SqlAnswer {
  thoughts: string;
  sql: string;
  displayType: string;
  /** The model's answer when it wrote no query (`direct_response`, or its text without JSON). */
  direct: string;
}

/** One chart of a `chat_dashboard` answer. */
export interface DashboardChartAnswer {
  thoughts: string;
  showcase: string;
  sql: string;
  title: string;
}

export const DEFAULT_DISPLAY_TYPE = 'response_table';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOf(record: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}

const ANSWER_KEYS = ['sql', 'thoughts', 'direct_response', 'display_type'];

/**
 * Reads the model's answer, tolerating fences and text around the JSON. No JSON object with the answer's
 * keys means the model answered in words: that text is the answer.
 */
export function readSqlAnswer(text: string): SqlAnswer {
  const found = findJsonValues(text).find(
    (value): value is Record<string, unknown> =>
      isRecord(value) && ANSWER_KEYS.some((key) => key in value || key.toUpperCase() in value),
  );
  if (!found) return { thoughts: '', sql: '', displayType: DEFAULT_DISPLAY_TYPE, direct: text.trim() };
  return {
    thoughts: textOf(found, 'thoughts', 'thought'),
    sql: textOf(found, 'sql', 'SQL'),
    displayType: textOf(found, 'display_type', 'displayType') || DEFAULT_DISPLAY_TYPE,
    direct: textOf(found, 'direct_response', 'response'),
  };
}

function chartAnswer(value: unknown): DashboardChartAnswer | null {
  if (!isRecord(value)) return null;
  const sql = textOf(value, 'sql', 'SQL');
  if (!sql) return null;
  return {
    thoughts: textOf(value, 'thoughts', 'thought'),
    showcase: textOf(value, 'showcase', 'display_type'),
    sql,
    title: textOf(value, 'title'),
  };
}

/** The charts of a dashboard answer: a JSON array of charts (or one chart, or `{charts: [...]}`). */
export function readDashboardAnswer(text: string): DashboardChartAnswer[] {
  for (const value of findJsonValues(text)) {
    const list = Array.isArray(value)
      ? value
      : isRecord(value) && Array.isArray(value.charts)
        ? value.charts
        : [value];
    const charts = list.map(chartAnswer).filter((chart) => chart !== null);
    if (charts.length > 0) return charts;
  }
  return [];
}
