import { rm } from 'node:fs/promises';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { readDb } from './knowledge-helpers';
import { dropTestDatabase, prepareTestDatabase, testDatabaseUrl } from './test-storage';

/** A team's instances start together on a new database: migrations wait for each other, seeds land once. */
describe('several instances starting at once on a fresh database', () => {
  it('all start, and what the first start adds (the native apps) exists once', async () => {
    const shared = await makeTempDir('dbgpt-start-shared-');
    await prepareTestDatabase(shared);
    const folders = await Promise.all([1, 2, 3].map(() => makeTempDir('dbgpt-start-instance-')));
    const started = await Promise.allSettled(
      folders.map((dataDir) => startTestServer({ dataDir, env: { DATABASE_URL: testDatabaseUrl(shared) } })),
    );
    const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    try {
      expect(
        started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started')),
      ).toEqual(['started', 'started', 'started']);
      const apps = await readDb<{ app_code: string; n: number }>(
        shared,
        'SELECT app_code, COUNT(*) AS n FROM apps GROUP BY app_code ORDER BY app_code',
      );
      expect(apps.length).toBe(6);
      expect(apps.every((row) => Number(row.n) === 1)).toBe(true);
      for (const server of servers) {
        const answer = await fetch(`${server.baseUrl}/api/health/ready`);
        expect(answer.status).toBe(200);
      }
    } finally {
      await Promise.all(servers.map((server: TestServer) => server.close()));
      await dropTestDatabase(shared);
      await Promise.all([shared, ...folders].map((dir) => rm(dir, { recursive: true, force: true })));
    }
  }, 30_000);
});
