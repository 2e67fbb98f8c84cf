import { call, createApp, listApps } from './app-helpers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const names = (page: { app_list: { app_name: string }[] }) => page.app_list.map((app) => app.app_name);
const post = (path: string, body: unknown, user = 'alice', language: 'en' | 'zh' = 'en') =>
  call(server, 'POST', path, body, { user, language });

describe('publish and unpublish', () => {
  it('shows an unpublished app to its owner only, and to everybody once published', async () => {
    const app = await createApp(server, 'Draft');
    expect(names(await listApps(server, { app_name: 'Draft' }, 'alice'))).toEqual(['Draft']);
    expect(names(await listApps(server, { app_name: 'Draft' }, 'bob'))).toEqual([]);
    expect(
      (await call(server, 'GET', `/api/v1/app/${app.app_code}`, undefined, { user: 'bob' })).body.data,
    ).toBeNull();

    const published = await post('/api/v1/app/publish', { app_code: app.app_code });
    expect(published.body).toMatchObject({ success: true, data: [] });
    expect(names(await listApps(server, { app_name: 'Draft', published: 'true' }, 'bob'))).toEqual(['Draft']);

    await post('/api/v1/app/unpublish', { app_code: app.app_code });
    expect(names(await listApps(server, { app_name: 'Draft' }, 'bob'))).toEqual([]);
    expect(names(await listApps(server, { app_name: 'Draft', published: 'false' }, 'alice'))).toEqual([
      'Draft',
    ]);
  });

  it('refuses publishing by someone without rights with 403, in both languages; an unknown app is 404', async () => {
    const app = await createApp(server, 'Guarded', { published: true });
    const en = await post('/api/v1/app/unpublish', { app_code: app.app_code }, 'bob');
    expect(en.status).toBe(403);
    expect(en.body.err_msg).toContain('Only the owner of app "Guarded"');
    const zh = await post('/api/v1/app/publish', { app_code: app.app_code }, 'bob', 'zh');
    expect(zh.status).toBe(403);
    expect(zh.body.err_msg).toContain('只有应用“Guarded”的创建者');
    expect((await post('/api/v1/app/publish', { app_code: 'missing' })).status).toBe(404);
    expect((await post('/api/v1/app/publish', {})).status).toBe(400);
  });

  it('lets an administrator (the default user 001) manage any app', async () => {
    const app = await createApp(server, 'Managed by admin');
    const answer = await call(server, 'POST', '/api/v1/app/publish', { app_code: app.app_code });
    expect(answer.body.success).toBe(true);
  });
});

describe('app admins', () => {
  it('lets the owner name admins, who may then edit and publish; others still may not', async () => {
    const app = await createApp(server, 'Team app');
    const updated = await post('/api/v1/app/admins/update', {
      app_code: app.app_code,
      admins: ['carol', ' carol', ''],
    });
    expect(updated.body).toMatchObject({ success: true, data: null });
    const admins = await call(server, 'GET', `/api/v1/app/${app.app_code}/admins`, undefined, {
      user: 'carol',
    });
    expect(admins.body.data).toEqual(['carol']);

    expect((await post('/api/v1/app/publish', { app_code: app.app_code }, 'carol')).body.success).toBe(true);
    const byBob = await post('/api/v1/app/admins/update', { app_code: app.app_code, admins: ['bob'] }, 'bob');
    expect(byBob.status).toBe(403);
    expect((await call(server, 'GET', `/api/v1/app/nope/admins`)).status).toBe(404);
  });
});

describe('collect and uncollect', () => {
  it("keeps the caller's favourites, collecting twice is success, and is_collected filters both ways", async () => {
    const app = await createApp(server, 'Favourite', { published: true });
    await createApp(server, 'Not a favourite', { published: true });
    for (let i = 0; i < 2; i += 1) {
      const answer = await post('/api/v1/app/collect', { app_code: app.app_code }, 'bob');
      expect(answer.body).toMatchObject({ success: true, data: null });
    }
    const collected = await listApps(server, { is_collected: 'true' }, 'bob');
    expect(names(collected)).toEqual(['Favourite']);
    expect(collected.app_list[0]?.is_collected).toBe('true');
    expect(names(await listApps(server, { is_collected: 'true' }, 'alice'))).toEqual([]);
    expect(names(await listApps(server, { is_collected: 'false', app_name: 'favourite' }, 'bob'))).toEqual([
      'Not a favourite',
    ]);

    await post('/api/v1/app/uncollect', { app_code: app.app_code }, 'bob');
    await post('/api/v1/app/uncollect', { app_code: app.app_code }, 'bob');
    expect(names(await listApps(server, { is_collected: 'true' }, 'bob'))).toEqual([]);
    expect((await post('/api/v1/app/collect', { app_code: 'missing' }, 'bob')).status).toBe(404);
  });

  it("drops other users' favourites when the app is unpublished", async () => {
    const app = await createApp(server, 'Soon hidden', { published: true });
    await post('/api/v1/app/collect', { app_code: app.app_code }, 'bob');
    await post('/api/v1/app/collect', { app_code: app.app_code }, 'alice');
    await post('/api/v1/app/unpublish', { app_code: app.app_code });
    await post('/api/v1/app/publish', { app_code: app.app_code });
    expect(names(await listApps(server, { is_collected: 'true' }, 'bob'))).toEqual([]);
    expect(names(await listApps(server, { is_collected: 'true', app_name: 'Soon' }, 'alice'))).toEqual([
      'Soon hidden',
    ]);
  });
});

describe('app list filters and paging', () => {
  it('filters by name (any case), team mode and published, newest first, paging from the body', async () => {
    const created = [];
    for (let i = 1; i <= 5; i += 1)
      created.push(await createApp(server, `Paged ${i}`, { published: i % 2 === 1, language: 'en' }, 'dave'));
    const first = await listApps(server, { app_name: 'paged', page: 1, page_size: 2 }, 'dave');
    expect(first).toMatchObject({ total_count: 5, total_page: 3, current_page: 1 });
    expect(names(first)).toEqual(['Paged 5', 'Paged 4']);
    expect(names(await listApps(server, { app_name: 'PAGED', page: 3, page_size: 2 }, 'dave'))).toEqual([
      'Paged 1',
    ]);
    expect(names(await listApps(server, { app_name: 'Paged', published: 'true' }, 'dave'))).toEqual([
      'Paged 5',
      'Paged 3',
      'Paged 1',
    ]);
    expect(names(await listApps(server, { app_name: 'Paged', team_mode: 'native_app' }, 'dave'))).toEqual([]);
    expect((await listApps(server, { team_mode: 'native_app' }, 'dave')).total_count).toBe(6);
    const detail = (await listApps(server, { app_name: 'Paged 5' }, 'dave')).app_list[0]?.details?.[0];
    expect(detail?.llm_strategy_value).toBe('fake-model');
    expect((await call(server, 'POST', '/api/v1/app/list', { published: 'yes' })).status).toBe(400);
  });

  it("lists only the apps a user owns when user_code is given (Explore's My apps)", async () => {
    await createApp(server, 'Erin owns this', { published: true }, 'erin');
    await createApp(server, 'Someone else’s', { published: true }, 'frank');
    expect(names(await listApps(server, { user_code: 'erin' }, 'erin'))).toEqual(['Erin owns this']);
    expect(names(await listApps(server, { user_code: 'erin', app_name: 'else' }, 'erin'))).toEqual([]);
  });
});
