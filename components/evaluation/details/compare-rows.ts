import type { Evaluation } from '@/contract/evaluate';
import { averageScores, metricNames } from '../runs/evaluation-shapes';
import type { QuestionRow } from './detail-rows';

export interface MetricComparison {
  metric: string;
  left: number | null;
  right: number | null;
}

/** Every metric either run measured, with both averages. */
export function compareAverages(left: Evaluation, right: Evaluation): MetricComparison[] {
  const leftScores = averageScores(left);
  const rightScores = averageScores(right);
  const metrics = new Set([
    ...metricNames(left),
    ...Object.keys(leftScores),
    ...metricNames(right),
    ...Object.keys(rightScores),
  ]);
  return [...metrics].map((metric) => ({
    metric,
    left: leftScores[metric] ?? null,
    right: rightScores[metric] ?? null,
  }));
}

export interface QuestionPair {
  key: string;
  query: string;
  left: QuestionRow | null;
  right: QuestionRow | null;
}

/** Questions of both runs matched by their text (the n-th occurrence with the n-th), in the left run's order. */
export function pairQuestions(left: readonly QuestionRow[], right: readonly QuestionRow[]): QuestionPair[] {
  const waiting = new Map<string, QuestionRow[]>();
  for (const row of right) waiting.set(row.query, [...(waiting.get(row.query) ?? []), row]);
  const pairs: QuestionPair[] = left.map((row, index) => {
    const match = waiting.get(row.query)?.shift() ?? null;
    return { key: `l${index}`, query: row.query, left: row, right: match };
  });
  let extra = 0;
  for (const rows of waiting.values())
    for (const row of rows) pairs.push({ key: `r${(extra += 1)}`, query: row.query, left: null, right: row });
  return pairs;
}

export function difference(left: number | null | undefined, right: number | null | undefined): number | null {
  return left === null || left === undefined || right === null || right === undefined ? null : right - left;
}
