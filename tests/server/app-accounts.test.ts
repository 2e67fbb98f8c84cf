import { appBody } from './app-helpers';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';
import type { TestServer } from './harness';

/** With sign-in on, the account decides: its id owns apps and its role makes it an administrator. */
let server: TestServer;
let admin: string;
let bob: string;
let carol: string;
let carolId: string;

beforeAll(async () => {
  server = await startLocalServer();
  admin = await signIn(server, ADMIN.email, ADMIN.password);
  await createUser(server, admin, { email: 'bob@example.com', password: 'long enough password' });
  carolId = await createUser(server, admin, { email: 'carol@example.com', password: 'long enough password' });
  bob = await signIn(server, 'bob@example.com', 'long enough password');
  carol = await signIn(server, 'carol@example.com', 'long enough password');
});
afterAll(() => server.close());

describe('apps with sign-in', () => {
  it("refuses a user another account's app, lets the administrator account manage it, ignores user-id", async () => {
    const created = await call(server, '/api/v1/app/create', { session: bob, body: appBody("Bob's app") });
    const code = (created.body.data as { app_code: string; user_code: string }).app_code;
    expect((created.body.data as { user_code: string }).user_code).not.toBe('bob');

    const byCarol = await call(server, '/api/v1/app/publish', {
      session: carol,
      body: { app_code: code },
      headers: { 'user-id': 'irrelevant' },
    });
    expect(byCarol.status).toBe(403);
    const byAdmin = await call(server, '/api/v1/app/publish', { session: admin, body: { app_code: code } });
    expect(byAdmin.status).toBe(200);
    const listed = await call(server, '/api/v1/app/list', { session: carol, body: { app_name: "Bob's" } });
    const page = listed.body.data as { total_count: number; app_list: { owner_name: string }[] };
    expect(page.total_count).toBe(1);
    // Explore and the app list show the owner by name, not by the account's id.
    expect(page.app_list[0]?.owner_name).toBe('bob');
    expect((await call(server, '/api/v1/app/list', { body: {} })).status).toBe(401);
  });
});

describe('favourites with sign-in', () => {
  const listNames = async (session: string, body: Record<string, unknown>) => {
    const answer = await call(server, '/api/v1/app/list', { session, body });
    return (answer.body.data as { app_list: { app_name: string }[] }).app_list.map((app) => app.app_name);
  };
  const create = async (session: string, name: string, published: boolean) => {
    const created = await call(server, '/api/v1/app/create', { session, body: appBody(name, { published }) });
    return (created.body.data as { app_code: string }).app_code;
  };

  it('lists the apps a user collected whoever owns them, as DB-GPT does with user_code, never a private one', async () => {
    const shared = await create(bob, 'Fav shared by Bob', true);
    const later = await create(bob, 'Fav private later', true);
    await create(bob, 'Fav never collected', true);
    const own = await create(carol, 'Fav of Carol herself', false);
    for (const appCode of [shared, later, own]) {
      const collected = await call(server, '/api/v1/app/collect', {
        session: carol,
        body: { app_code: appCode },
      });
      expect(collected.body.success).toBe(true);
    }
    // Bob makes one of them private again: Carol no longer sees it, favourite or not.
    await call(server, '/api/v1/app/unpublish', { session: bob, body: { app_code: later } });

    const favourites = { is_collected: 'true', user_code: carolId, app_name: 'Fav' };
    expect((await listNames(carol, favourites)).sort()).toEqual([
      'Fav of Carol herself',
      'Fav shared by Bob',
    ]);
    expect((await listNames(carol, { is_collected: 'true', app_name: 'Fav' })).sort()).toEqual([
      'Fav of Carol herself',
      'Fav shared by Bob',
    ]);
    // Favourites are the caller's own: Bob asking with Carol's user_code gets his (none), not hers.
    expect(await listNames(bob, favourites)).toEqual([]);
    // Without is_collected, user_code still lists what that user owns (Explore's "My apps").
    expect(await listNames(carol, { user_code: carolId, app_name: 'Fav' })).toEqual(['Fav of Carol herself']);
  });
});
