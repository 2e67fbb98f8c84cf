import { createJobRepository } from '@/server/repositories/jobs';
import type { Database } from '@/server/storage/db';
import { openStorage } from '@/server/storage/open';
import { makeTempDir } from './harness';
import { prepareTestDatabase, testDatabaseUrl } from './test-storage';

/** Two connections on one database file stand for two server instances sharing the queue. */
/** A database of its own: an SQLite file, or a PostgreSQL database when the suite runs on PostgreSQL. */
async function sharedTestDatabase(prefix: string): Promise<string> {
  const dir = await makeTempDir(prefix);
  await prepareTestDatabase(dir);
  return testDatabaseUrl(dir);
}

async function openTwo(): Promise<[Database, Database]> {
  const file = await sharedTestDatabase('dbgpt-jobs-');
  const first = await openStorage(file);
  const second = await openStorage(file);
  return [first, second];
}

const claimOf = (instanceId: string) => ({
  kind: 'knowledge-sync',
  instanceId,
  leaseMs: 1000,
  maxAttempts: 3,
});

describe('jobs claimed from the database with a lease', () => {
  it('gives a queued job to exactly one of two instances claiming at once', async () => {
    const [a, b] = await openTwo();
    let clock = 1_000;
    const jobsA = createJobRepository(a, () => clock);
    const jobsB = createJobRepository(b, () => clock);
    const ids = await Promise.all([1, 2, 3].map((n) => jobsA.enqueue('knowledge-sync', { n }, 'u1')));
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? jobsA : jobsB).claim(claimOf(`i${i % 2}`))),
    );
    const claimed = claims.filter((job) => job !== undefined).map((job) => job.id);
    expect(claimed.sort()).toEqual(ids.sort());
    clock += 10;
    expect(await jobsB.claim(claimOf('b'))).toBeUndefined();
    await Promise.all([a.close(), b.close()]);
  });

  it('hands a job whose lease expired to another instance, and the old holder loses it', async () => {
    const [a, b] = await openTwo();
    let clock = 1_000;
    const jobsA = createJobRepository(a, () => clock);
    const jobsB = createJobRepository(b, () => clock);
    const id = await jobsA.enqueue('knowledge-sync', { space: 's' }, null);
    expect((await jobsA.claim(claimOf('a')))?.id).toBe(id);
    clock += 500;
    expect(await jobsA.renew(id, 'a', 1000)).toBe(true);
    clock += 900;
    expect(await jobsB.claim(claimOf('b'))).toBeUndefined();
    clock += 200;
    const taken = await jobsB.claim(claimOf('b'));
    expect(taken).toMatchObject({ id, leaseOwner: 'b', attempts: 2, payload: { space: 's' } });
    expect(await jobsA.renew(id, 'a', 1000)).toBe(false);
    expect(await jobsA.finish(id, 'a')).toBe(false);
    expect(await jobsB.finish(id, 'b')).toBe(true);
    expect((await jobsA.get(id))?.state).toBe('done');
    await Promise.all([a.close(), b.close()]);
  });

  it('fails a job after the retry limit and requeues held jobs on a clean shutdown', async () => {
    const [a, b] = await openTwo();
    let clock = 1_000;
    const jobsA = createJobRepository(a, () => clock);
    const jobsB = createJobRepository(b, () => clock);
    const dying = await jobsA.enqueue('knowledge-sync', {}, null);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await jobsA.claim(claimOf('a')))?.id).toBe(dying);
      clock += 2000;
    }
    expect(await jobsB.claim(claimOf('b'))).toBeUndefined();
    expect(await jobsB.get(dying)).toMatchObject({ state: 'failed', lastError: 'lease expired too often' });

    const released = await jobsA.enqueue('knowledge-sync', {}, null);
    expect((await jobsA.claim(claimOf('a')))?.id).toBe(released);
    expect(await jobsA.releaseAll('a')).toBe(1);
    expect(await jobsB.claim(claimOf('b'))).toMatchObject({ id: released, attempts: 1 });
    await Promise.all([a.close(), b.close()]);
  });
});
