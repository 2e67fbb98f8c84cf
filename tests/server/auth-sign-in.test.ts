import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';

let server: TestServer;

afterEach(async () => {
  await server?.close();
});

describe('sign-in (AUTH_MODE=local)', () => {
  it('signs the administrator from ADMIN_EMAIL in with an httpOnly SameSite cookie and answers who it is', async () => {
    server = await startLocalServer();
    const answer = await call(server, '/api/v1/auth/login', {
      body: { email: 'Admin@Example.com ', password: ADMIN.password },
    });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('dbgpt_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const me = await call(server, '/api/v1/auth/me', { session: answer.newSession });
    expect(me.body.data).toMatchObject({
      auth_mode: 'local',
      user: { email: ADMIN.email, role: 'admin' },
    });
  });

  it('marks the cookie Secure when the request came over https (a TLS proxy)', async () => {
    server = await startLocalServer();
    const answer = await call(server, '/api/v1/auth/login', {
      body: ADMIN,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers.getSetCookie().join()).toMatch(/Secure/i);
  });

  it('answers a wrong password and an unknown email the same way, in the caller’s language', async () => {
    server = await startLocalServer();
    const wrong = await call(server, '/api/v1/auth/login', {
      body: { email: ADMIN.email, password: 'nope nope' },
    });
    const unknown = await call(server, '/api/v1/auth/login', {
      body: { email: 'nobody@example.com', password: 'nope nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({
      success: false,
      err_code: 'E1002',
      err_msg: 'Wrong email or password',
    });
    expect(wrong.newSession).toBeUndefined();
    const zh = await call(server, '/api/v1/auth/login', {
      body: { email: ADMIN.email, password: 'nope nope' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.err_msg).toBe('邮箱或密码错误');
  });

  it('refuses API calls without a session (401 envelope) but keeps health and the status open', async () => {
    server = await startLocalServer();
    const refused = await call(server, '/api/v1/chat/dialogue/list', { headers: { 'user-id': '001' } });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, err_code: 'E1001', err_msg: 'Please sign in' });
    expect((await call(server, '/api/health')).status).toBe(200);
    const status = await call(server, '/api/v1/auth/status');
    expect(status.body.data).toEqual({ auth_mode: 'local', setup_required: false });
    expect((await call(server, '/api/v1/auth/me')).status).toBe(401);
  });

  it('tells the client sign-in is on with a readable cookie on every answer, and only with sign-in', async () => {
    server = await startLocalServer();
    const health = await fetch(`${server.baseUrl}/health`);
    const hint = health.headers.getSetCookie().find((line) => line.startsWith('dbgpt_auth='));
    expect(hint).toMatch(/^dbgpt_auth=local;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    await server.close();
    server = await startTestServer();
    const authHint = (answer: Response) =>
      answer.headers.getSetCookie().filter((line) => line.startsWith('dbgpt_auth='));
    const plain = await fetch(`${server.baseUrl}/health`);
    expect(authHint(plain)).toEqual([]);
    const stale = await fetch(`${server.baseUrl}/health`, { headers: { cookie: 'dbgpt_auth=local' } });
    expect(authHint(stale).join()).toMatch(/^dbgpt_auth=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('ignores the user-id header when signed in: the session is the identity', async () => {
    server = await startLocalServer();
    const admin = await signIn(server, ADMIN.email, ADMIN.password);
    await createUser(server, admin, { email: 'bob@example.com', password: 'bob password' });
    const bob = await signIn(server, 'bob@example.com', 'bob password');
    const bobId = (
      (await call(server, '/api/v1/auth/me', { session: bob })).body.data as { user: { user_id: string } }
    ).user.user_id;
    const added = await call(server, '/prompt/add', {
      session: bob,
      body: { prompt_name: 'bob private', prompt_type: 'Normal', content: 'c' },
      headers: { 'user-id': '001' },
    });
    expect(added.status).toBe(200);
    const names = async (session: string) => {
      const listed = await call(server, '/prompt/list', { session, body: {}, headers: { 'user-id': bobId } });
      return (listed.body.data as { prompt_name: string; user_code: string }[]).map((p) => [
        p.prompt_name,
        p.user_code,
      ]);
    };
    expect(await names(bob)).toContainEqual(['bob private', bobId]);
    expect(await names(admin)).not.toContainEqual(['bob private', bobId]);
  });

  it('ends the session on sign-out', async () => {
    server = await startLocalServer();
    const session = await signIn(server, ADMIN.email, ADMIN.password);
    const out = await call(server, '/api/v1/auth/logout', { session, body: {} });
    expect(out.status).toBe(200);
    expect(out.newSession).toBe('');
    expect((await call(server, '/api/v1/auth/me', { session })).status).toBe(401);
    expect((await call(server, '/api/v1/chat/dialogue/list', { session })).status).toBe(401);
  });

  it('refuses cross-site sign-in, sign-out and API calls, session cookie or not', async () => {
    server = await startLocalServer();
    const session = await signIn(server, ADMIN.email, ADMIN.password);
    const crossSite = { origin: 'https://evil.example' };
    const login = await call(server, '/api/v1/auth/login', { body: ADMIN, headers: crossSite });
    expect(login.status).toBe(403);
    expect(login.newSession).toBeUndefined();
    const logout = await call(server, '/api/v1/auth/logout', { session, body: {}, headers: crossSite });
    expect(logout.status).toBe(403);
    // The browser sends the session cookie with a form another site posts; the call is still refused.
    const forged = await call(server, '/prompt/add', {
      session,
      body: { prompt_name: 'forged', prompt_type: 'Normal', content: 'c' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.status).toBe(403);
    const listed = await call(server, '/prompt/list', { session, body: {} });
    expect(JSON.stringify(listed.body.data)).not.toContain('forged');
    expect((await call(server, '/api/v1/auth/me', { session })).status).toBe(200);
  });
});
