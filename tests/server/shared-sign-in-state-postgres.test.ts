import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcPendingLoginRepository } from '@/server/repositories/oidc-pending-logins';
import { createSignInFailureRepository } from '@/server/repositories/sign-in-failures';
import type { Database } from '@/server/storage/db';
import { runMigrations } from '@/server/storage/migrate';
import { sharedSignInStateMigration } from '@/server/storage/migrations/029-shared-sign-in-state';
import { openPostgresDatabase } from '@/server/storage/postgres';
import { startPostgres, type RunningDatabase } from '../support/database-servers';

let server: RunningDatabase;
const opened: Database[] = [];

async function open(): Promise<Database> {
  const { user, password, host, port, database } = server;
  const db = await openPostgresDatabase(`postgres://${user}:${password}@${host}:${port}/${database}`);
  opened.push(db);
  return db;
}

beforeAll(async () => {
  server = await startPostgres();
  await runMigrations(await open(), [sharedSignInStateMigration]);
}, 60_000);
afterAll(async () => {
  for (const db of opened) await db.close();
  await server?.stop();
});

describe('shared sign-in state on PostgreSQL', () => {
  it('counts failures from two connections at once without losing any, and drops ended windows', async () => {
    const [one, two] = [
      createSignInFailureRepository(await open()),
      createSignInFailureRepository(await open()),
    ];
    const now = 1_700_000_000_000;
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).count(['k'], now, 60_000)));
    expect(await two.open(['k'], now)).toEqual([{ key: 'k', failures: 10, resetsAt: now + 60_000 }]);
    await one.count(['k'], now + 60_000, 60_000);
    expect(await two.open(['k'], now + 60_000)).toEqual([{ key: 'k', failures: 1, resetsAt: now + 120_000 }]);
  });

  it('gives a pending sign-in to one taker only', async () => {
    const [one, two] = [
      createOidcPendingLoginRepository(await open()),
      createOidcPendingLoginRepository(await open()),
    ];
    const now = 1_700_000_000_000;
    await one.add({ id: 'p1', login: '{"next":"/"}', expiresAt: now + 600_000 }, now, 10_000);
    const taken = await Promise.all([one.take('p1', now), two.take('p1', now)]);
    expect(taken.filter((login) => login !== null)).toEqual(['{"next":"/"}']);
  });
});
