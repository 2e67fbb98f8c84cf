import type { FastifyBaseLogger } from 'fastify';
import { localized, verbatim, type LocalizedText } from '../i18n/localized-text';
import { failureText } from '../models/provider-error';
import type { EvaluationRowRecord, StoredEvaluation } from '../repositories/evaluations';
import type { RouteContext } from '../context';
import { readJobConfig } from '../jobs/job-config';
import { startJobWorker, type JobWorker } from '../jobs/job-worker';
import { appEvaluator } from './app-evaluator';
import { recallEvaluator } from './recall-evaluator';
import { averageScores, RowProblem, RunProblem, type RowEvaluator, type RowOutcome } from './row-evaluator';
import { storeText } from './stored-text';

/** The most questions one run evaluates at once, whatever it asks for. */
export const MAX_PARALLEL = 16;
/** How many runs go on at once on one instance; the others wait in `todo`. */
const RUNS_AT_ONCE = 2;
/** The jobs table's kind for evaluation runs; a job's subject is the evaluation's code. */
export const EVALUATION_JOB_KIND = 'evaluation-run';

export const boundedParallel = (asked: number | undefined) =>
  Math.min(Math.max(1, Math.trunc(asked ?? 1)), MAX_PARALLEL);

/**
 * Runs evaluations in the background, each a job in the database-held queue that any instance may take.
 * Each evaluated row is stored as it finishes, so a run stopped by a shutdown (or a killed instance) stays
 * `running`, and whoever takes its job next evaluates only the rows left.
 */
export interface EvaluationQueue {
  enqueue(code: string): Promise<void>;
  /** Stops a run (or takes it off the queue) and, when it runs here, waits until it no longer writes. */
  cancel(code: string): Promise<void>;
  /** Starts taking jobs; queues every run a restart interrupted or never began that has no job. */
  resume(): Promise<void>;
  /** Stops every run here, handing its job back to the queue. */
  stop(): Promise<void>;
}

interface ActiveRun {
  controller: AbortController;
  done: Promise<void>;
}

function evaluatorFor(context: RouteContext, evaluation: StoredEvaluation): Promise<RowEvaluator> {
  return evaluation.sceneKey === 'recall'
    ? recallEvaluator(context, evaluation)
    : appEvaluator(context, evaluation);
}

async function evaluateRow(
  evaluator: RowEvaluator,
  row: EvaluationRowRecord,
  metrics: readonly string[],
  signal: AbortSignal,
): Promise<RowOutcome> {
  try {
    return await evaluator({ query: row.query, factual: row.factual }, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    const problem = error instanceof RowProblem ? error.text : failureText(error);
    return {
      answer: null,
      retrieved: [],
      scores: Object.fromEntries(metrics.map((m) => [m, null])),
      problem,
    };
  }
}

const unscored = (row: EvaluationRowRecord) => Object.values(row.scores).every((score) => score === null);

export function createEvaluationQueue(context: RouteContext, log: FastifyBaseLogger): EvaluationQueue {
  const { evaluations, jobs } = context.repositories;
  const active = new Map<string, ActiveRun>();
  let worker: JobWorker | null = null;

  async function finish(evaluation: StoredEvaluation): Promise<void> {
    const rows = await evaluations.rows(evaluation.code);
    const failed = rows.filter(unscored);
    const averageScore = JSON.stringify(averageScores(evaluation.metrics, rows));
    const firstError = failed.find((row) => row.error !== null)?.error ?? null;
    if (rows.length > 0 && failed.length === rows.length) {
      const text = storeLocalizedReason('evaluation.runFailed', rows.length, failed.length, firstError);
      await evaluations.setState(evaluation.code, 'failed', { logInfo: text, averageScore });
      return;
    }
    const logInfo =
      failed.length > 0
        ? storeLocalizedReason('evaluation.someRowsFailed', rows.length, failed.length, firstError)
        : null;
    await evaluations.setState(evaluation.code, 'complete', { logInfo, averageScore });
  }

  async function run(code: string, signal: AbortSignal): Promise<void> {
    const evaluation = await evaluations.find(code);
    if (!evaluation || signal.aborted) return;
    await evaluations.setState(code, 'running');
    let evaluator: RowEvaluator;
    try {
      evaluator = await evaluatorFor(context, evaluation);
    } catch (error) {
      if (!(error instanceof RunProblem)) throw error;
      await evaluations.setState(code, 'failed', { logInfo: storeText(error.text) });
      return;
    }
    const pending = await evaluations.rows(code, { pendingOnly: true });
    let next = 0;
    const worker = async () => {
      while (!signal.aborted && next < pending.length) {
        const row = pending[next];
        next += 1;
        const outcome = await evaluateRow(evaluator, row, evaluation.metrics, signal);
        if (signal.aborted) return;
        await evaluations.saveRow(code, row.rowIndex, {
          answer: outcome.answer,
          retrieved: outcome.retrieved,
          scores: outcome.scores,
          error: outcome.problem ? storeText(outcome.problem) : null,
        });
      }
    };
    await Promise.all(Array.from({ length: boundedParallel(evaluation.parallelNum) }, worker)).catch(
      (error: unknown) => {
        if (!signal.aborted) throw error;
      },
    );
    if (!signal.aborted) await finish(evaluation);
  }

  /** Runs one claimed evaluation; a failure of the run itself is recorded on it, not on the job. */
  async function runClaimed(code: string, workerSignal: AbortSignal): Promise<void> {
    const cancelled = new AbortController();
    const signal = AbortSignal.any([workerSignal, cancelled.signal]);
    const done = run(code, signal).catch(async (error: unknown) => {
      if (signal.aborted) return;
      log.error({ err: error, evaluation: code }, 'an evaluation run failed');
      const text = storeText(localized('evaluation.answerFailed', { reason: failureText(error) }));
      await evaluations.setState(code, 'failed', { logInfo: text }).catch(() => undefined);
    });
    active.set(code, { controller: cancelled, done });
    try {
      await done;
    } finally {
      active.delete(code);
    }
  }

  async function enqueue(code: string): Promise<void> {
    await jobs.enqueueOnce(EVALUATION_JOB_KIND, code, {});
    worker?.wake();
  }

  return {
    enqueue,
    async cancel(code) {
      // Another instance running it loses its lease at its next heartbeat, and stops.
      await jobs.cancelSubject(EVALUATION_JOB_KIND, code);
      const running = active.get(code);
      if (!running) return;
      running.controller.abort();
      await running.done;
    },
    async resume() {
      await jobs.releaseAtStart(EVALUATION_JOB_KIND);
      const queued = new Set(await jobs.liveSubjects(EVALUATION_JOB_KIND));
      for (const evaluation of await evaluations.unfinished())
        if (!queued.has(evaluation.code)) await enqueue(evaluation.code);
      worker = startJobWorker({
        ...(context.jobTiming ?? readJobConfig({}).config),
        jobs,
        kind: EVALUATION_JOB_KIND,
        concurrency: RUNS_AT_ONCE,
        run: async (job, signal) => {
          if (job.subject !== null) await runClaimed(job.subject, signal);
        },
      });
    },
    async stop() {
      await worker?.stop();
      worker = null;
    },
  };
}

/** The run's summary in both languages, with the first failure's reason in each. */
function storeLocalizedReason(
  key: 'evaluation.runFailed' | 'evaluation.someRowsFailed',
  total: number,
  failed: number,
  firstError: string | null,
): string {
  const reasons = readBoth(firstError);
  const inLanguage = (language: 'en' | 'zh'): LocalizedText => {
    const reason = verbatim(reasons[language]);
    return key === 'evaluation.runFailed'
      ? localized(key, { total, reason })
      : localized(key, { total, failed, reason });
  };
  return JSON.stringify({ en: inLanguage('en').in('en'), zh: inLanguage('zh').in('zh') });
}

function readBoth(stored: string | null): { en: string; zh: string } {
  if (stored === null) return { en: '', zh: '' };
  try {
    const value = JSON.parse(stored) as { en?: unknown; zh?: unknown };
    const en = typeof value.en === 'string' ? value.en : stored;
    return { en, zh: typeof value.zh === 'string' ? value.zh : en };
  } catch {
    return { en: stored, zh: stored };
  }
}
