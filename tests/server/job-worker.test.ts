import { startJobWorker } from '@/server/jobs/job-worker';
import { createJobRepository } from '@/server/repositories/jobs';
import { openStorage } from '@/server/storage/open';
import { makeTempDir } from './harness';
import { prepareTestDatabase, testDatabaseUrl } from './test-storage';

const timing = { leaseMs: 300, heartbeatMs: 60, pollMs: 40, maxAttempts: 3 };

/** A database of its own: an SQLite file, or a PostgreSQL database when the suite runs on PostgreSQL. */
async function sharedTestDatabase(prefix: string): Promise<string> {
  const dir = await makeTempDir(prefix);
  await prepareTestDatabase(dir);
  return testDatabaseUrl(dir);
}

async function twoInstances() {
  const file = await sharedTestDatabase('dbgpt-job-worker-');
  const a = await openStorage(file);
  const b = await openStorage(file);
  return { a, b, jobsA: createJobRepository(a), jobsB: createJobRepository(b) };
}

async function until(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('job workers on two instances', () => {
  it('runs every job exactly once and never on two instances at once, renewing long leases', async () => {
    const { a, b, jobsA, jobsB } = await twoInstances();
    const runs = new Map<number, number>();
    let active = 0;
    let mostActive = 0;
    const run = async (job: { id: number }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      active += 1;
      mostActive = Math.max(mostActive, active);
      await new Promise((resolve) => setTimeout(resolve, 700)); // longer than the lease: heartbeats keep it
      active -= 1;
    };
    const ids = await Promise.all([1, 2, 3, 4].map((n) => jobsA.enqueue('sync', { n }, null)));
    const workerA = startJobWorker({ ...timing, jobs: jobsA, kind: 'sync', concurrency: 1, run });
    const workerB = startJobWorker({ ...timing, jobs: jobsB, kind: 'sync', concurrency: 1, run });
    await until(async () =>
      (await Promise.all(ids.map((id) => jobsA.get(id)))).every((j) => j?.state === 'done'),
    );
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(mostActive).toBe(2);
    await Promise.all([workerA.stop(), workerB.stop()]);
    await Promise.all([a.close(), b.close()]);
  });

  it('lets the other instance finish a job whose instance stopped renewing its lease', async () => {
    const { a, b, jobsA, jobsB } = await twoInstances();
    const id = await jobsA.enqueue('sync', {}, null);
    let releaseDead: () => void = () => undefined;
    const dead = startJobWorker({
      ...timing,
      heartbeatMs: 60_000, // a killed instance renews nothing
      jobs: jobsA,
      kind: 'sync',
      concurrency: 1,
      run: () => new Promise<void>((resolve) => (releaseDead = resolve)),
    });
    await until(async () => (await jobsA.get(id))?.leaseOwner === dead.instanceId);
    const finishedBy: string[] = [];
    const survivor = startJobWorker({
      ...timing,
      jobs: jobsB,
      kind: 'sync',
      concurrency: 1,
      run: async () => void finishedBy.push('survivor'),
    });
    await until(async () => (await jobsB.get(id))?.state === 'done');
    expect(finishedBy).toEqual(['survivor']);
    expect(await jobsB.get(id)).toMatchObject({ attempts: 2, state: 'done' });
    releaseDead();
    await Promise.all([dead.stop(), survivor.stop()]);
    expect((await jobsA.get(id))?.state).toBe('done');
    await Promise.all([a.close(), b.close()]);
  });

  it('hands back a job whose claim was under way when the instance stopped', async () => {
    const { a, b, jobsA } = await twoInstances();
    const id = await jobsA.enqueue('sync', {}, null);
    // A claim that takes a while to come back, as on a busy database.
    const slowJobs = {
      ...jobsA,
      claim: async (request: Parameters<typeof jobsA.claim>[0]) => {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return jobsA.claim(request);
      },
    };
    let ran = false;
    const worker = startJobWorker({
      ...timing,
      leaseMs: 60_000,
      jobs: slowJobs,
      kind: 'sync',
      concurrency: 1,
      run: async () => {
        ran = true;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await worker.stop();
    // Long enough for a claim that was not waited for to have landed.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(ran).toBe(false);
    expect(await jobsA.get(id)).toMatchObject({ state: 'queued', leaseOwner: null });
    await Promise.all([a.close(), b.close()]);
  });
});
