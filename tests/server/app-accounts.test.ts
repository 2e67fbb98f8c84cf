import { appBody } from './app-helpers';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';
import type { TestServer } from './harness';

/** With sign-in on, the account decides: its id owns apps and its role makes it an administrator. */
let server: TestServer;
let admin: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  server = await startLocalServer();
  admin = await signIn(server, ADMIN.email, ADMIN.password);
  for (const name of ['bob', 'carol'])
    await createUser(server, admin, { email: `${name}@example.com`, password: 'long enough password' });
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
