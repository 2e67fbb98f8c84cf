import { randomUUID } from 'node:crypto';
import type { JobRepository, StoredJob } from '../repositories/jobs';

export interface JobWorkerOptions {
  jobs: JobRepository;
  kind: string;
  /** Runs one job; a throw marks it failed with the message. */
  run(job: StoredJob): Promise<void>;
  /** How many jobs this instance runs at once (what the in-memory queues allowed). */
  concurrency: number;
  leaseMs: number;
  /** How often the lease is renewed while a job runs; well under `leaseMs`. */
  heartbeatMs: number;
  /** How often an idle worker looks for work that another instance queued or abandoned. */
  pollMs: number;
  maxAttempts: number;
  instanceId?: string;
}

export interface JobWorker {
  readonly instanceId: string;
  /** Looks for work now, instead of at the next poll (after an enqueue on this instance). */
  wake(): void;
  /** Stops claiming, waits for running jobs, hands back what it still holds. */
  stop(): Promise<void>;
}

/** One instance's share of a database-held queue: claims jobs, keeps their leases alive, settles them. */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const instanceId = options.instanceId ?? randomUUID();
  const running = new Set<Promise<void>>();
  let stopped = false;
  let pumping = false;

  async function runOne(job: StoredJob): Promise<void> {
    const heartbeat = setInterval(() => {
      void options.jobs.renew(job.id, instanceId, options.leaseMs).catch(() => undefined);
    }, options.heartbeatMs);
    try {
      await options.run(job);
      await options.jobs.finish(job.id, instanceId);
    } catch (error) {
      await options.jobs.fail(job.id, instanceId, error instanceof Error ? error.message : String(error));
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    try {
      while (!stopped && running.size < options.concurrency) {
        const job = await options.jobs.claim({
          kind: options.kind,
          instanceId,
          leaseMs: options.leaseMs,
          maxAttempts: options.maxAttempts,
        });
        if (!job) break;
        const task = runOne(job).finally(() => {
          running.delete(task);
          wake();
        });
        running.add(task);
      }
    } finally {
      pumping = false;
    }
  }

  function wake(): void {
    if (!stopped) void pump().catch(() => undefined);
  }

  const poll = setInterval(wake, options.pollMs);
  wake();

  return {
    instanceId,
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await Promise.allSettled([...running]);
      await options.jobs.releaseAll(instanceId);
    },
  };
}
