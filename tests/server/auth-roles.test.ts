import { rm } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';
import { createRequest, identity, SERVE } from './models-helpers';

let server: TestServer;
let fake: FakeOpenAI | undefined;
const dirs: string[] = [];

afterEach(async () => {
  await server?.close();
  await fake?.close();
  fake = undefined;
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function adminAndBob() {
  const admin = await signIn(server, ADMIN.email, ADMIN.password);
  const bobId = await createUser(server, admin, {
    email: 'bob@example.com',
    password: 'bob password',
    name: 'Bob',
  });
  const bob = await signIn(server, 'bob@example.com', 'bob password');
  return { admin, bob, bobId };
}

describe('administrator-only routes', () => {
  it('refuses model management to a user with 403 and lets the administrator do it', async () => {
    fake = await startFakeOpenAI({ models: ['fake-model'] });
    server = await startLocalServer();
    const { admin, bob } = await adminAndBob();
    const model = createRequest('team-llm', `${fake.url}/v1`, { backend: 'fake-model' });
    for (const prefix of [SERVE, '/api/v1/worker'])
      for (const [path, body] of [
        [`${prefix}/models`, model],
        [`${prefix}/models/start`, identity('team-llm')],
        [`${prefix}/models/stop`, { ...identity('team-llm'), delete_after: true }],
      ] as const) {
        const refused = await call(server, path, {
          session: bob,
          body,
          headers: { 'accept-language': 'zh' },
        });
        expect(refused.status, path).toBe(403);
        expect(refused.body).toMatchObject({
          success: false,
          err_code: 'E1004',
          err_msg: '只有管理员可以执行此操作',
        });
      }
    expect((await call(server, `${SERVE}/models`, { session: bob })).status).toBe(200);
    const created = await call(server, `${SERVE}/models`, { session: admin, body: model });
    expect(created.body).toMatchObject({ success: true, data: true });
    const listed = await call(server, `${SERVE}/models`, { session: bob });
    expect(JSON.stringify(listed.body.data)).toContain('team-llm');
    const stopped = await call(server, `${SERVE}/models/stop`, {
      session: admin,
      body: { ...identity('team-llm'), delete_after: true },
    });
    expect(stopped.status).toBe(200);
  });

  it('refuses user management to a user with 403', async () => {
    server = await startLocalServer();
    const { bob, bobId } = await adminAndBob();
    expect((await call(server, '/api/v1/admin/users', { session: bob })).status).toBe(403);
    const promote = await call(server, `/api/v1/admin/users/${bobId}`, {
      method: 'PATCH',
      session: bob,
      body: { role: 'admin' },
    });
    expect(promote.status).toBe(403);
    expect((await call(server, '/api/v1/admin/users', { body: {} })).status).toBe(401);
  });

  it('keeps model management open to every caller without sign-in (AUTH_MODE=none)', async () => {
    fake = await startFakeOpenAI({ models: ['fake-model'] });
    server = await startTestServer();
    const model = createRequest('anyone-llm', `${fake.url}/v1`, { backend: 'fake-model' });
    const created = await call(server, `${SERVE}/models`, { body: model, headers: { 'user-id': 'bob' } });
    expect(created.body).toMatchObject({ success: true, data: true });
    const admin = await call(server, '/api/v1/admin/users');
    expect(admin.status).toBe(409);
    expect(admin.body).toMatchObject({
      err_code: 'E1006',
      err_msg: 'Sign-in is off on this server (AUTH_MODE=none)',
    });
    const me = await call(server, '/api/v1/auth/me', { headers: { 'user-id': 'bob' } });
    expect(me.body.data).toEqual({
      auth_mode: 'none',
      user: { user_id: 'bob', email: null, name: 'bob', role: 'user' },
    });
    expect((await call(server, '/api/v1/auth/status')).body.data).toEqual({
      auth_mode: 'none',
      setup_required: false,
    });
  });
});

describe('roles over shared things', () => {
  it('lets an administrator account, not a user, change another user’s public prompt', async () => {
    server = await startLocalServer();
    const { admin, bob } = await adminAndBob();
    await createUser(server, admin, { email: 'carol@example.com', password: 'carol password' });
    const carol = await signIn(server, 'carol@example.com', 'carol password');
    const added = await call(server, '/prompt/add', {
      session: bob,
      body: { prompt_name: 'Bob public', prompt_type: 'Normal', content: 'c', visibility: 'public' },
    });
    const code = (added.body.data as { prompt_code: string }).prompt_code;
    const byCarol = await call(server, '/prompt/update', {
      session: carol,
      body: { prompt_code: code, content: 'vandalised' },
      headers: { 'user-id': '001' },
    });
    expect(byCarol.status).toBe(403);
    const byAdmin = await call(server, '/prompt/update', {
      session: admin,
      body: { prompt_code: code, content: 'moderated' },
    });
    expect(byAdmin.status).toBe(200);
  });
});

describe('users API for administrators', () => {
  it('lists, creates, changes the role of and resets the password of users', async () => {
    server = await startLocalServer();
    const { admin, bob, bobId } = await adminAndBob();
    const listed = await call(server, '/api/v1/admin/users', { session: admin });
    const accounts = (listed.body.data as { items: { email: string; role: string; disabled: boolean }[] })
      .items;
    expect(accounts.map(({ email, role, disabled }) => ({ email, role, disabled }))).toEqual([
      { email: ADMIN.email, role: 'admin', disabled: false },
      { email: 'bob@example.com', role: 'user', disabled: false },
    ]);
    expect(JSON.stringify(listed.body)).not.toMatch(/argon2|password/i);

    const taken = await call(server, '/api/v1/admin/users', {
      session: admin,
      body: { email: 'BOB@example.com', name: 'Other Bob', password: 'another password' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      err_code: 'E1007',
      err_msg: 'Another account uses the email bob@example.com',
    });
    const bad = await call(server, '/api/v1/admin/users', {
      session: admin,
      body: { email: 'not an email', name: '', password: 'short' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.err_msg).toMatch(/email: .*name: .*password: /);

    const promoted = await call(server, `/api/v1/admin/users/${bobId}`, {
      method: 'PATCH',
      session: admin,
      body: { role: 'admin' },
    });
    expect(promoted.body.data).toMatchObject({ role: 'admin', name: 'Bob' });
    const admins = await call(server, '/api/v1/users?role=admin', { session: bob });
    expect((admins.body.data as { user_id: string; role: string }[]).map((u) => u.role)).toEqual([
      'admin',
      'admin',
    ]);
    expect((admins.body.data as { user_id: string }[]).map((u) => u.user_id)).toContain(bobId);

    const reset = await call(server, `/api/v1/admin/users/${bobId}/password`, {
      session: admin,
      body: { password: 'fresh password' },
    });
    expect(reset.status).toBe(200);
    expect((await call(server, '/api/v1/auth/me', { session: bob })).status).toBe(401);
    await signIn(server, 'bob@example.com', 'fresh password');
    const missing = await call(server, '/api/v1/admin/users/nobody/password', {
      session: admin,
      body: { password: 'fresh password' },
    });
    expect(missing.status).toBe(404);
  });

  it('keeps at least one active administrator', async () => {
    server = await startLocalServer();
    const admin = await signIn(server, ADMIN.email, ADMIN.password);
    const adminId = (
      (await call(server, '/api/v1/auth/me', { session: admin })).body.data as { user: { user_id: string } }
    ).user.user_id;
    for (const change of [{ role: 'user' }, { disabled: true }]) {
      const refused = await call(server, `/api/v1/admin/users/${adminId}`, {
        method: 'PATCH',
        session: admin,
        body: change,
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ err_code: 'E1008' });
    }
    expect((await call(server, '/api/v1/auth/me', { session: admin })).status).toBe(200);
  });
});

describe('the first administrator', () => {
  it('is created once through the setup endpoint while no account exists', async () => {
    server = await startTestServer({ env: { AUTH_MODE: 'local' } });
    expect((await call(server, '/api/v1/auth/status')).body.data).toEqual({
      auth_mode: 'local',
      setup_required: true,
    });
    const first = { email: 'Owner@Example.com', name: 'Owner', password: 'owner password' };
    const [one, two] = await Promise.all([
      call(server, '/api/v1/auth/setup', { body: first }),
      call(server, '/api/v1/auth/setup', { body: { ...first, email: 'intruder@example.com' } }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const winner = one.status === 200 ? one : two;
    expect((await call(server, '/api/v1/auth/me', { session: winner.newSession })).body.data).toMatchObject({
      user: { role: 'admin' },
    });
    const again = await call(server, '/api/v1/auth/setup', {
      body: { email: 'late@example.com', password: 'late password' },
      headers: { 'accept-language': 'zh' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ err_code: 'E1005', err_msg: '管理员账号已存在，请直接登录' });
    expect((await call(server, '/api/v1/auth/status')).body.data).toEqual({
      auth_mode: 'local',
      setup_required: false,
    });
  });

  it('comes from ADMIN_EMAIL / ADMIN_PASSWORD on first start only', async () => {
    const dataDir = await makeTempDir();
    dirs.push(dataDir);
    server = await startLocalServer({}, { dataDir });
    expect((await call(server, '/api/v1/auth/setup', { body: ADMIN })).status).toBe(409);
    await server.close();
    server = await startLocalServer(
      { ADMIN_EMAIL: 'second@example.com', ADMIN_PASSWORD: 'second password' },
      { dataDir },
    );
    const second = { email: 'second@example.com', password: 'second password' };
    expect((await call(server, '/api/v1/auth/login', { body: second })).status).toBe(401);
    await signIn(server, ADMIN.email, ADMIN.password);
  });
});
