import type { EvaluationDetail } from '@/contract/evaluate';

/** One question of an evaluation with every metric's score, whatever row layout the server chose. */
export interface QuestionRow {
  key: string;
  query: string;
  expected: string;
  actual: string;
  contexts: string[];
  scores: Record<string, number | null>;
  feedback: string;
  /** Why the server could not score this question (our `error`). */
  problem: string;
}

type RawRow = Record<string, unknown>;

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function firstText(row: RawRow, names: readonly string[]): string {
  for (const name of names) if (row[name] !== undefined && row[name] !== null) return text(row[name]);
  return '';
}

function score(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** A retrieved passage as text: our server sends chunks (`content`, `document_name`), DB-GPT plain strings. */
function passageText(value: unknown): string {
  if (value && typeof value === 'object' && typeof (value as RawRow).content === 'string')
    return (value as RawRow).content as string;
  return text(value);
}

function contextsOf(row: RawRow): string[] {
  const raw = row.contexts ?? row.context ?? row.retrieved_context ?? row.retrieved_contexts;
  if (Array.isArray(raw)) return raw.map(passageText).filter(Boolean);
  const single = text(raw);
  return single ? [single] : [];
}

/** The dataset row DB-GPT nests (`raw_dataset`) holds the expected answer when the top level does not. */
function expectedOf(row: RawRow): string {
  const own = firstText(row, ['factual', 'expected', 'expected_answer', 'reference']);
  if (own) return own;
  const nested = row.raw_dataset;
  return nested && typeof nested === 'object' ? firstText(nested as RawRow, ['factual']) : '';
}

function scoresOf(row: RawRow): Record<string, number | null> {
  const nested = row.scores ?? row.metrics;
  if (nested && typeof nested === 'object' && !Array.isArray(nested))
    return Object.fromEntries(Object.entries(nested as RawRow).map(([name, value]) => [name, score(value)]));
  return {};
}

function questionOf(row: RawRow, key: string): QuestionRow {
  return {
    key,
    query: firstText(row, ['query', 'question']),
    expected: expectedOf(row),
    actual: firstText(row, ['prediction', 'answer', 'actual', 'actual_answer']),
    contexts: contextsOf(row),
    scores: scoresOf(row),
    feedback: firstText(row, ['feedback', 'reason']),
    problem: firstText(row, ['error']),
  };
}

/**
 * Rows of `detail/show` as questions. DB-GPT answers one row per question and metric (`metric_name`,
 * `score`): those are gathered per question, the n-th row of a metric for a query joining that query's
 * n-th question. Rows that carry their scores as an object are taken as they are.
 */
export function toQuestionRows(detail: EvaluationDetail): QuestionRow[] {
  const questions: QuestionRow[] = [];
  const byQuery = new Map<string, QuestionRow[]>();
  const seen = new Map<string, number>();
  for (const row of detail) {
    const metric = typeof row.metric_name === 'string' ? row.metric_name : null;
    if (metric === null) {
      questions.push(questionOf(row, String(questions.length)));
      continue;
    }
    const query = firstText(row, ['query', 'question']);
    const occurrence = seen.get(`${metric}\u0000${query}`) ?? 0;
    seen.set(`${metric}\u0000${query}`, occurrence + 1);
    const same = byQuery.get(query) ?? [];
    let question = same[occurrence];
    if (!question) {
      question = questionOf(row, String(questions.length));
      questions.push(question);
      same.push(question);
      byQuery.set(query, same);
    }
    question.scores[metric] = score(row.score);
    if (!question.actual) question.actual = firstText(row, ['prediction', 'answer', 'actual']);
    if (question.contexts.length === 0) question.contexts = contextsOf(row);
    const feedback = firstText(row, ['feedback']);
    if (feedback) question.feedback = question.feedback ? `${question.feedback}\n${feedback}` : feedback;
  }
  return questions;
}

export function metricsOfRows(rows: readonly QuestionRow[]): string[] {
  const names = new Set<string>();
  for (const row of rows) for (const name of Object.keys(row.scores)) names.add(name);
  return [...names];
}

export type ScoreSort = 'none' | 'asc' | 'desc';

export interface RowFilter {
  metric: string;
  /** Inclusive bounds; null leaves that side open. */
  min: number | null;
  max: number | null;
  sort: ScoreSort;
}

/** Rows within the score bounds of the chosen metric, sorted by it; rows without that score sort last. */
export function filterAndSort(rows: readonly QuestionRow[], filter: RowFilter): QuestionRow[] {
  const valueOf = (row: QuestionRow) => row.scores[filter.metric] ?? null;
  const kept = rows.filter((row) => {
    if (filter.min === null && filter.max === null) return true;
    const value = valueOf(row);
    if (value === null) return false;
    return (filter.min === null || value >= filter.min) && (filter.max === null || value <= filter.max);
  });
  if (filter.sort === 'none') return kept;
  const direction = filter.sort === 'asc' ? 1 : -1;
  return [...kept].sort((a, b) => {
    const left = valueOf(a);
    const right = valueOf(b);
    if (left === null) return right === null ? 0 : 1;
    if (right === null) return -1;
    return (left - right) * direction;
  });
}
