import type { Database } from '@/server/storage/db';
import { listAppliedMigrations, runMigrations } from '@/server/storage/migrate';
import type { Migration } from '@/server/storage/migration';
import { conversationsMigration } from '@/server/storage/migrations/002-conversations';
import { filesFeedbackMigration } from '@/server/storage/migrations/003-files-feedback';
import { appsMigration } from '@/server/storage/migrations/013-apps';
import { openPostgresDatabase } from '@/server/storage/postgres';
import { startPostgres, type RunningDatabase } from '../support/database-servers';

/** Several instances starting at once on one PostgreSQL database: one migrates, the others wait. */
let server: RunningDatabase;
const opened: Database[] = [];

async function open(database = server.database): Promise<Database> {
  const { user, password, host, port } = server;
  const db = await openPostgresDatabase(`postgres://${user}:${password}@${host}:${port}/${database}`);
  opened.push(db);
  return db;
}

/** A slow step that records each time it runs: a second run of it would show as a second row. */
const slowCounted: Migration = {
  id: 900,
  name: 'slow-counted',
  async up(tx) {
    await tx.execute('CREATE TABLE migration_runs (ran_at TEXT NOT NULL)');
    await tx.execute('SELECT pg_sleep(0.4)');
    await tx.execute('INSERT INTO migration_runs (ran_at) VALUES (?)', [new Date().toISOString()]);
  },
};

const steps = [conversationsMigration, filesFeedbackMigration, appsMigration, slowCounted];

beforeAll(async () => {
  server = await startPostgres();
}, 60_000);
afterAll(async () => {
  for (const db of opened) await db.close();
  await server?.stop();
});

describe('migrations started by several instances at once on PostgreSQL', () => {
  it('applies each step exactly once: the other instances wait, then find them applied', async () => {
    const instances = [await open(), await open(), await open()];
    const results = await Promise.all(instances.map((db) => runMigrations(db, steps)));

    const ids = steps.map((step) => step.id);
    expect(results.filter((applied) => applied.length > 0)).toEqual([ids]);
    expect(results.flat()).toHaveLength(ids.length);
    expect((await listAppliedMigrations(instances[1]!)).map((row) => Number(row.id))).toEqual(ids);
    expect(await instances[2]!.query('SELECT ran_at FROM migration_runs')).toHaveLength(1);
    // A later start finds nothing to do.
    expect(await runMigrations(instances[0]!, steps)).toEqual([]);
  });

  it('rolls a failing step back entirely, keeps the steps before it, and lets a fixed run finish', async () => {
    const db = await open();
    const broken: Migration = {
      id: 901,
      name: 'broken',
      async up(tx) {
        await tx.execute('CREATE TABLE half_done (id INTEGER)');
        await tx.execute('INSERT INTO no_such_table VALUES (1)');
      },
    };
    await expect(runMigrations(db, [...steps, broken])).rejects.toThrow(/no_such_table/);
    expect(await db.query("SELECT tablename FROM pg_tables WHERE tablename = 'half_done'")).toEqual([]);
    expect((await listAppliedMigrations(db)).map((row) => Number(row.id))).not.toContain(901);

    // The lock went with the failed run: another instance is not left waiting.
    const fixed: Migration = {
      ...broken,
      up: (tx) => tx.execute('CREATE TABLE half_done (id INTEGER)').then(() => undefined),
    };
    expect(await runMigrations(await open(), [...steps, fixed])).toEqual([901]);
  });
});
