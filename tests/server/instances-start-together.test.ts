import { rm } from 'node:fs/promises';
import { nativeAppSeeds } from '@/server/apps/native-apps';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { readDb } from './knowledge-helpers';
import { dropTestDatabase, prepareTestDatabase } from './test-storage';

/**
 * Instances of a team start at once on a new database (a deployment's first start, or all restarted
 * together): each adds what a first start adds, and none may fail because another added it first.
 */
const ROUNDS = 4;

const servers: TestServer[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const dir of folders.splice(0)) {
    await dropTestDatabase(dir);
    await rm(dir, { recursive: true, force: true });
  }
});

describe('two instances starting at once on a new database', () => {
  it('both start, and the native apps exist once each', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const dataDir = await makeTempDir('dbgpt-start-together-');
      folders.push(dataDir);
      // The database itself exists before (as a deployment's does); the instances make everything in it.
      await prepareTestDatabase(dataDir);
      const started = await Promise.allSettled([startTestServer({ dataDir }), startTestServer({ dataDir })]);
      for (const outcome of started) if (outcome.status === 'fulfilled') servers.push(outcome.value);
      expect(
        started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started')),
      ).toEqual(['started', 'started']);
      const apps = await readDb<{ app_code: string }>(dataDir, 'SELECT app_code FROM apps ORDER BY app_code');
      expect(apps.map((app) => app.app_code)).toEqual(
        nativeAppSeeds()
          .map((seed) => seed.appCode)
          .sort(),
      );
    }
  }, 60_000);
});
