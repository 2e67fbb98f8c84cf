import { randomUUID } from 'node:crypto';
import type { JobRepository, StoredJob } from '../repositories/jobs';

export interface JobTiming {
  leaseMs: number;
  /** How often the lease is renewed while a job runs; well under `leaseMs`. */
  heartbeatMs: number;
  /** How often an idle worker looks for work that another instance queued or abandoned. */
  pollMs: number;
  maxAttempts: number;
}

export interface JobWorkerOptions extends JobTiming {
  jobs: JobRepository;
  kind: string;
  /**
   * Runs one job; a throw marks it failed with the message. `signal` aborts when the instance stops or
   * another instance took the job over (its lease was lost): the job is then left to whoever holds it.
   */
  run(job: StoredJob, signal: AbortSignal): Promise<void>;
  /** How many jobs this instance runs at once (what the in-memory queues allowed). */
  concurrency: number;
  instanceId?: string;
}

export interface JobWorker {
  readonly instanceId: string;
  /** Looks for work now, instead of at the next poll (after an enqueue on this instance). */
  wake(): void;
  /** Stops claiming, aborts and waits for running jobs, hands back what it still holds. */
  stop(): Promise<void>;
}

/** Finished and failed jobs are kept this long for whoever looks into the table, then deleted. */
const KEEP_SETTLED_MS = 7 * 24 * 60 * 60 * 1000;

/** One instance's share of a database-held queue: claims jobs, keeps their leases alive, settles them. */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const instanceId = options.instanceId ?? randomUUID();
  const running = new Set<Promise<void>>();
  const stopping = new AbortController();
  let pumping: Promise<void> | null = null;

  async function runOne(job: StoredJob): Promise<void> {
    const held = new AbortController();
    const signal = AbortSignal.any([stopping.signal, held.signal]);
    const heartbeat = setInterval(() => {
      options.jobs.renew(job.id, instanceId, options.leaseMs).then(
        (kept) => {
          if (!kept) held.abort();
        },
        () => undefined, // The database is unreachable for now: the lease may still hold at the next beat.
      );
    }, options.heartbeatMs);
    try {
      await options.run(job, signal);
      if (!signal.aborted) await options.jobs.finish(job.id, instanceId);
    } catch (error) {
      if (!signal.aborted)
        await options.jobs.fail(job.id, instanceId, error instanceof Error ? error.message : String(error));
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function claimAndRun(): Promise<void> {
    while (!stopping.signal.aborted && running.size < options.concurrency) {
      const job = await options.jobs.claim({
        kind: options.kind,
        instanceId,
        leaseMs: options.leaseMs,
        maxAttempts: options.maxAttempts,
      });
      // Claimed while the instance was stopping: `stop` hands it back with the others once this returns.
      if (!job || stopping.signal.aborted) break;
      const task = runOne(job)
        .catch(() => undefined) // Settling failed (storage down): the lease runs out and the job is retried.
        .finally(() => {
          running.delete(task);
          wake();
        });
      running.add(task);
    }
  }

  function wake(): void {
    if (stopping.signal.aborted || pumping) return;
    pumping = claimAndRun()
      .catch(() => undefined)
      .finally(() => {
        pumping = null;
      });
  }

  const poll = setInterval(wake, options.pollMs);
  void options.jobs.prune(options.kind, Date.now() - KEEP_SETTLED_MS).catch(() => undefined);
  wake();

  return {
    instanceId,
    wake,
    async stop() {
      stopping.abort();
      clearInterval(poll);
      // A claim under way may still land: wait for it, so that the release below hands it back too.
      await pumping;
      await Promise.allSettled([...running]);
      await options.jobs.releaseAll(instanceId);
    },
  };
}
