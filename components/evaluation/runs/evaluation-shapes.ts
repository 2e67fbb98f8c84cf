import type { Evaluation } from '@/contract/evaluate';

/**
 * Readings of an evaluation as the server may send it: DB-GPT stores `average_score` and `evaluate_metrics`
 * as JSON text, newer servers send objects and arrays, and `progress` (done / total) is optional.
 */

export type RunState = 'todo' | 'running' | 'waiting' | 'retrying' | 'failed' | 'complete' | 'unknown';

const STATES: readonly RunState[] = ['todo', 'running', 'waiting', 'retrying', 'failed', 'complete'];

export function runState(evaluation: Evaluation): RunState {
  const state = evaluation.state ?? '';
  return (STATES as readonly string[]).includes(state) ? (state as RunState) : 'unknown';
}

/** Still moving: the list is asked again until every run has settled. */
export function isUnsettled(evaluation: Evaluation): boolean {
  const state = runState(evaluation);
  return state === 'todo' || state === 'running' || state === 'waiting' || state === 'retrying';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function finiteNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** Metric name → average score; a plain number (one overall score) becomes `{ '': n }`. */
export function averageScores(evaluation: Evaluation): Record<string, number | null> {
  const raw = evaluation.average_score;
  if (raw === null || raw === undefined || raw === '') return {};
  const value: unknown = typeof raw === 'string' ? (parseJson(raw) ?? raw) : raw;
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(Object.entries(value).map(([name, score]) => [name, finiteNumber(score)]));
  const single = finiteNumber(value);
  return single === null ? {} : { '': single };
}

export function metricNames(evaluation: Evaluation): string[] {
  const raw = evaluation.evaluate_metrics;
  if (Array.isArray(raw)) return raw;
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  const parsed = parseJson(raw);
  if (Array.isArray(parsed)) return parsed.filter((name): name is string => typeof name === 'string');
  return raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

export interface Progress {
  done: number;
  total: number;
}

/** The optional `progress` field: an object `{done, total}`; anything else is no progress to show. */
export function runProgress(evaluation: Evaluation): Progress | null {
  const raw: unknown = (evaluation as Record<string, unknown>).progress;
  if (!raw || typeof raw !== 'object') return null;
  const done = finiteNumber((raw as Record<string, unknown>).done);
  const total = finiteNumber((raw as Record<string, unknown>).total);
  if (done === null || total === null || total <= 0) return null;
  return { done: Math.min(done, total), total };
}

/** Two decimals at most, as the tiles and table show a score. */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined) return '–';
  return String(Math.round(score * 100) / 100);
}
