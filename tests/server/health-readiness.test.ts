import { readinessSchema } from '@/contract/health';
import type { Database } from '@/server/storage/db';
import { runMigrations } from '@/server/storage/migrate';
import { openDatabase } from '@/server/storage/open';
import { conversationsMigration } from '@/server/storage/migrations/002-conversations';
import { openPostgresDatabase } from '@/server/storage/postgres';
import { checkStorageReadiness } from '@/server/storage/readiness';
import { startPostgres } from '../support/database-servers';
import { startTestServer, type TestServer } from './harness';
import { testDatabaseUrl } from './test-storage';

/** Liveness and readiness, as a load balancer probes them. */
let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const get = (url: string, language = 'en') =>
  fetch(`${server.baseUrl}${url}`, { headers: { 'accept-language': language } });

/** Changes the database from another connection, as another instance or an operator would. */
async function writeOutside(sql: string): Promise<void> {
  const db = await openDatabase(testDatabaseUrl(server.dataDir));
  try {
    await db.execute(sql);
  } finally {
    await db.close();
  }
}

describe('health', () => {
  it('is ready once the database answers and every migration is applied, without signing in', async () => {
    const plain = await get('/health/ready');
    expect(plain.status).toBe(200);
    const body = readinessSchema.parse(await plain.json());
    expect(body).toMatchObject({ status: 'ready', database: 'ok', pending_migrations: [] });

    const wrapped = await get('/api/health/ready');
    expect(wrapped.status).toBe(200);
    expect(await wrapped.json()).toMatchObject({ success: true, data: { status: 'ready' } });
  });

  it('answers 503 with the pending migrations, in the caller language, while liveness stays 200', async () => {
    await writeOutside('DELETE FROM schema_migrations WHERE id IN (27, 28)');

    const plain = await get('/health/ready');
    expect(plain.status).toBe(503);
    expect(await plain.json()).toMatchObject({ status: 'not_ready', pending_migrations: [27, 28] });

    const zh = await (await get('/api/health/ready', 'zh-CN')).json();
    expect(zh).toMatchObject({ success: false, err_code: '503', data: { status: 'not_ready' } });
    expect(zh.err_msg).toBe('尚未就绪：数据库结构尚未更新（待执行的迁移：27, 28）');
    const en = await (await get('/api/health/ready')).json();
    expect(en.err_msg).toBe('Not ready: the database schema is not up to date (migrations 27, 28 pending)');

    expect((await get('/health')).status).toBe(200);
    expect((await get('/api/health')).status).toBe(200);
  });

  it('calls a PostgreSQL database that stopped answering unreachable, within the probe time', async () => {
    const pgServer = await startPostgres();
    const { user, password, host, port, database } = pgServer;
    let db: Database | undefined;
    try {
      db = await openPostgresDatabase(`postgres://${user}:${password}@${host}:${port}/${database}`);
      await runMigrations(db, [conversationsMigration]);
      expect(await checkStorageReadiness(db, [conversationsMigration])).toEqual({
        reachable: true,
        pendingMigrations: [],
      });
      await pgServer.stop();
      const started = Date.now();
      expect(await checkStorageReadiness(db, [conversationsMigration], 1_000)).toEqual({
        reachable: false,
        pendingMigrations: [],
      });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await db?.close().catch(() => undefined);
      await pgServer.stop();
    }
  }, 60_000);
});
