/** Rows of an earlier chart the model sees again in the history: enough to refer to, never a whole result. */
export const HISTORY_CHART_ROWS = 5;

const CHART_VIEW = /<chart-view content="([^"]*)" \/>/g;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeAttribute(value: string): string {
  return value.replace(/&(#\d+|amp|lt|gt|quot|apos);/g, (_, entity: string) =>
    entity.startsWith('#') ? String.fromCharCode(Number(entity.slice(1))) : (ENTITIES[entity] ?? ''),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One chart as a short text: its query and its first rows, or its error. */
function chartNote(attribute: string): string | null {
  let payload: unknown;
  try {
    payload = JSON.parse(decodeAttribute(attribute));
  } catch {
    return null;
  }
  if (!isRecord(payload) || !Array.isArray(payload.data)) return null;
  const sql = typeof payload.sql === 'string' ? payload.sql : '';
  if (typeof payload.err_msg === 'string' && payload.err_msg)
    return `SQL: ${sql}\nError: ${payload.err_msg}`;
  const rows = payload.data.slice(0, HISTORY_CHART_ROWS).map((row) => JSON.stringify(row));
  const more = payload.data.length > HISTORY_CHART_ROWS ? `\n… (${payload.data.length} rows)` : '';
  return `SQL: ${sql}\nResult:\n${rows.join('\n')}${more}`;
}

/**
 * An earlier data answer as the model reads it in the history: each chart-view, which may carry thousands
 * of rows, becomes its query and first rows, so the round fits in the context and the conversation goes on.
 */
export function withChartsSummarized(answer: string): string {
  return answer.replace(CHART_VIEW, (element, attribute: string) => chartNote(attribute) ?? element);
}
