import { createAppService, type AppService } from '@/server/apps/app-service';
import { createAppMemberRepository } from '@/server/repositories/app-members';
import { createAppRepository } from '@/server/repositories/apps';
import { createConversationRepository } from '@/server/repositories/conversations';
import { createQuestionRepository } from '@/server/repositories/questions';
import type { Database } from '@/server/storage/db';
import { runMigrations } from '@/server/storage/migrate';
import { conversationsMigration } from '@/server/storage/migrations/002-conversations';
import { filesFeedbackMigration } from '@/server/storage/migrations/003-files-feedback';
import { appsMigration } from '@/server/storage/migrations/013-apps';
import { numberPlaceholders, openPostgresDatabase } from '@/server/storage/postgres';
import { startPostgres, type RunningDatabase } from '../support/database-servers';
import { appBody } from './app-helpers';

/** The app storage and its rules on a real PostgreSQL: the same statements as on SQLite. */
let server: RunningDatabase;
let db: Database;
let apps: AppService;

const alice = { userId: 'alice', isAdmin: false };
const bob = { userId: 'bob', isAdmin: false };

beforeAll(async () => {
  server = await startPostgres();
  const { user, password, host, port, database } = server;
  db = await openPostgresDatabase(`postgres://${user}:${password}@${host}:${port}/${database}`);
  await runMigrations(db, [conversationsMigration, filesFeedbackMigration, appsMigration]);
  apps = createAppService({
    apps: createAppRepository(db),
    appMembers: createAppMemberRepository(db),
    questions: createQuestionRepository(db),
  });
}, 60_000);
afterAll(async () => {
  await db?.close();
  await server?.stop();
});

const create = (name: string, fields: Record<string, unknown> = {}, caller = alice) =>
  apps.create(caller, appBody(name, fields) as Parameters<AppService['create']>[1]);

describe('apps on PostgreSQL', () => {
  it('numbers placeholders but leaves question marks in quoted text alone', () => {
    expect(numberPlaceholders("SELECT '?', ? FROM t WHERE a = ? AND b LIKE '\\'")).toBe(
      "SELECT '?', $1 FROM t WHERE a = $2 AND b LIKE '\\'",
    );
  });

  it('creates the native apps, and stores an app with its agents and questions', async () => {
    await apps.ensureNativeApps({ userId: '001', isAdmin: true });
    const created = await create('Postgres helper', {
      recommend_questions: [{ question: 'Shown?' }, { question: 'Hidden', valid: false }],
    });
    const info = await apps.info(alice, created.app_code);
    expect(info.details?.[0]).toMatchObject({
      agent_name: 'Assistant',
      llm_strategy_value: '["fake-model"]',
    });
    expect(info.recommend_questions?.map((q) => [q.question, q.valid])).toEqual([
      ['Shown?', 'true'],
      ['Hidden', 'false'],
    ]);
    await expect(create('Postgres helper', {}, bob)).rejects.toMatchObject({ status: 409 });
    const natives = await apps.page(bob, { team_mode: 'native_app' });
    expect(natives.total_count).toBe(6);
  });

  it('filters, pages, collects twice, and hides unpublished apps from others', async () => {
    for (let i = 1; i <= 3; i += 1) await create(`Paged pg ${i}`, { published: i !== 2 });
    const page = await apps.page(bob, { app_name: 'PAGED PG', page: 1, page_size: 1 });
    expect(page).toMatchObject({ total_count: 2, total_page: 2 });
    expect(page.app_list.map((app) => app.app_name)).toEqual(['Paged pg 3']);
    expect((await apps.page(alice, { app_name: 'paged pg', published: 'false' })).app_list).toHaveLength(1);

    const code = page.app_list[0]!.app_code;
    await apps.collect(bob, code, true);
    await apps.collect(bob, code, true);
    const collected = await apps.page(bob, { is_collected: 'true' });
    expect(collected.app_list.map((app) => [app.app_name, app.is_collected])).toEqual([
      ['Paged pg 3', 'true'],
    ]);
    await apps.setPublished(alice, code, false);
    expect((await apps.page(bob, { is_collected: 'true' })).total_count).toBe(0);
    await expect(apps.setPublished(bob, code, true)).rejects.toMatchObject({ status: 403 });
  });

  it('ranks by conversations, remembers recent use, updates admins and removes', async () => {
    const busy = await create('Busy pg', { published: true });
    const quiet = await create('Quiet pg', { published: true });
    const conversations = createConversationRepository(db);
    const chats = [busy, busy, quiet].map((app, i) => ({ app, convUid: `conv-${i}` }));
    for (const { app, convUid } of chats)
      await conversations.ensure({ convUid, userId: 'bob', chatMode: 'chat_agent', appCode: app.app_code });
    const hot = await apps.hot(bob, { page: 1, page_size: 10 });
    expect(hot.map((app) => [app.app_name, app.hot_value])).toEqual([
      ['Busy pg', 2],
      ['Quiet pg', 1],
    ]);

    await apps.recordUse(quiet.app_code, 'bob');
    await apps.recordUse(busy.app_code, 'bob');
    await apps.recordUse(busy.app_code, 'bob');
    const recent = await apps.page(bob, { is_recent_used: 'true' });
    expect(recent.app_list.map((app) => app.app_name)).toEqual(['Busy pg', 'Quiet pg']);

    await apps.setAdmins(alice, busy.app_code, ['carol', 'carol']);
    expect(await apps.admins(bob, busy.app_code)).toEqual(['carol']);
    await apps.edit(
      { userId: 'carol', isAdmin: false },
      {
        ...(appBody('Busy pg renamed') as Parameters<AppService['edit']>[1]),
        app_code: busy.app_code,
      },
    );
    expect((await apps.info(bob, busy.app_code)).app_name).toBe('Busy pg renamed');
    await apps.remove(alice, busy.app_code);
    await expect(apps.info(alice, busy.app_code)).rejects.toMatchObject({ status: 404 });
  });
});
