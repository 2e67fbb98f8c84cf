import type { LocalizedText } from '../i18n/localized-text';
import type { RetrievedRecord } from '../repositories/evaluations';

/** One question of a run, as the scene evaluates it. */
export interface RowInput {
  query: string;
  factual: string | null;
}

/** What evaluating a question gave: null scores for what could not be scored, and then why. */
export interface RowOutcome {
  answer: string | null;
  retrieved: RetrievedRecord[];
  scores: Record<string, number | null>;
  problem?: LocalizedText;
}

/** Evaluates one question; a failure of that question alone is thrown as a RowProblem. */
export type RowEvaluator = (row: RowInput, signal: AbortSignal) => Promise<RowOutcome>;

/** A question that could not be evaluated (the app failed to answer, the judge gave no score…). */
export class RowProblem extends Error {
  override name = 'RowProblem';

  constructor(readonly text: LocalizedText) {
    super(text.in('en'));
  }
}

/** The run cannot go on at all (its space or app is gone). */
export class RunProblem extends Error {
  override name = 'RunProblem';

  constructor(readonly text: LocalizedText) {
    super(text.in('en'));
  }
}

/** The mean of each metric over the rows that have a score for it, rounded to 4 places. */
export function averageScores(
  metrics: readonly string[],
  rows: readonly { scores: Record<string, number | null> }[],
): Record<string, number | null> {
  const averages: Record<string, number | null> = {};
  for (const metric of metrics) {
    const values = rows
      .map((row) => row.scores[metric])
      .filter((value): value is number => typeof value === 'number');
    averages[metric] =
      values.length === 0
        ? null
        : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10_000) / 10_000;
  }
  return averages;
}
