import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { listAppliedMigrations, runMigrations } from '@/server/storage/migrate';
import type { Migration } from '@/server/storage/migration';
import { MIGRATIONS } from '@/server/storage/migrations';
import { openStorage } from '@/server/storage/open';
import { makeTempDir, startTestServer } from './harness';
import { prepareTestDatabase, testDatabaseUrl } from './test-storage';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeTempDir();
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** The SQLite file of the data dir, whatever the suite's storage: for what only SQLite has. */
const sqliteUrl = () => `file:${path.join(dataDir, 'dbgpt.db')}`;

/** Reads the database with a separate connection, as another process would. */
async function inspect<T>(sql: string, url = testDatabaseUrl(dataDir)): Promise<T[]> {
  if (url.startsWith('file:')) {
    const client = createClient({ url });
    try {
      const result = await client.execute(sql);
      return result.rows.map((row) => ({ ...row }) as T);
    } finally {
      client.close();
    }
  }
  const db = await openStorage(url);
  try {
    return await db.query<T & object>(sql);
  } finally {
    await db.close();
  }
}

describe('storage', () => {
  it('applies migrations once across two starts on the same data dir and records them', async () => {
    for (let start = 0; start < 2; start++) {
      const server = await startTestServer({ dataDir });
      const users = await (await fetch(`${server.baseUrl}/api/v1/users`)).json();
      expect(users.data).toHaveLength(1);
      await server.close();
    }
    const applied = await inspect<{ id: number; name: string; applied_at: string }>(
      'SELECT id, name, applied_at FROM schema_migrations ORDER BY id',
    );
    expect(applied.map(({ id, name }) => ({ id: Number(id), name }))).toEqual(
      // Helpers append their line to the list in merge order; migrations apply in id order.
      [...MIGRATIONS].sort((a, b) => a.id - b.id).map(({ id, name }) => ({ id, name })),
    );
    expect(applied[0]).toMatchObject({ name: 'users' });
    expect(Number.isNaN(Date.parse(applied[0].applied_at))).toBe(false);
    expect(await inspect('SELECT user_id FROM users')).toEqual([{ user_id: '001' }]);
  });

  it('reads the conversation list from the partial owner index, without a sort (SQLite)', async () => {
    const db = await openStorage(sqliteUrl());
    try {
      const plan = await db.query<{ detail: string }>(
        `EXPLAIN QUERY PLAN SELECT conv_uid FROM conversations WHERE user_id = ? AND summary <> ''
         ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
        ['001', 10, 0],
      );
      expect(plan.map((step) => step.detail)).toEqual([
        'SEARCH conversations USING INDEX conversations_owner_started (user_id=?)',
      ]);
    } finally {
      await db.close();
    }
  });

  it('keeps the database file in WAL mode', async () => {
    const server = await startTestServer({ dataDir, env: { DATABASE_URL: sqliteUrl() } });
    await server.close();
    expect(await inspect('PRAGMA journal_mode', sqliteUrl())).toEqual([{ journal_mode: 'wal' }]);
  });

  it('rolls a failing migration back entirely and does not record it', async () => {
    await prepareTestDatabase(dataDir);
    const db = await openStorage(testDatabaseUrl(dataDir));
    const broken: Migration = {
      id: 999,
      name: 'broken',
      async up(tx) {
        await tx.execute('CREATE TABLE half_done (id INTEGER)');
        await tx.execute('INSERT INTO no_such_table VALUES (1)');
      },
    };
    await expect(runMigrations(db, [broken])).rejects.toThrow(/no_such_table/);
    expect((await listAppliedMigrations(db)).map((row) => Number(row.id))).toEqual(
      MIGRATIONS.map(({ id }) => id).sort((a, b) => a - b),
    );
    const tables =
      db.dialect === 'postgres'
        ? "SELECT table_name AS name FROM information_schema.tables WHERE table_name = 'half_done'"
        : "SELECT name FROM sqlite_master WHERE name = 'half_done'";
    expect(await db.query(tables)).toEqual([]);
    await db.close();
  });
});
