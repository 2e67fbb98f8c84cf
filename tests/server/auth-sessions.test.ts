import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';

let server: TestServer;

afterEach(async () => {
  await server?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const me = (session: string) => call(server, '/api/v1/auth/me', { session });

describe('sessions', () => {
  it('ends a session left unused longer than SESSION_IDLE_MINUTES', async () => {
    server = await startLocalServer({ SESSION_IDLE_MINUTES: '0.01' });
    const session = await signIn(server, ADMIN.email, ADMIN.password);
    expect((await me(session)).status).toBe(200);
    await pause(800);
    const expired = await me(session);
    expect(expired.status).toBe(401);
    expect(expired.newSession).toBe('');
  });

  it('ends a session SESSION_MAX_HOURS after sign-in even while it is used', async () => {
    server = await startLocalServer({ SESSION_MAX_HOURS: '0.0002' });
    const session = await signIn(server, ADMIN.email, ADMIN.password);
    for (let i = 0; i < 3; i++) {
      expect((await me(session)).status).toBe(200);
      await pause(150);
    }
    await pause(500);
    expect((await me(session)).status).toBe(401);
  });

  it('rotates the token every SESSION_ROTATE_MINUTES; signing out ends the replaced token too', async () => {
    server = await startLocalServer({ SESSION_ROTATE_MINUTES: '0.005' });
    const first = await signIn(server, ADMIN.email, ADMIN.password);
    expect((await me(first)).newSession).toBeUndefined();
    await pause(400);
    const rotated = await me(first);
    expect(rotated.status).toBe(200);
    const second = rotated.newSession;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await me(second!)).status).toBe(200);
    // A request the browser sent before it saw the new cookie still goes through, without rotating again.
    const late = await me(first);
    expect(late.status).toBe(200);
    expect(late.newSession).toBeUndefined();
    await call(server, '/api/v1/auth/logout', { session: second, body: {} });
    expect((await me(first)).status).toBe(401);
    expect((await me(second!)).status).toBe(401);
  });

  it('gives a new token on every sign-in and ends the one the browser came with', async () => {
    server = await startLocalServer();
    const before = await signIn(server, ADMIN.email, ADMIN.password);
    const again = await call(server, '/api/v1/auth/login', { session: before, body: ADMIN });
    expect(again.newSession).toBeTruthy();
    expect(again.newSession).not.toBe(before);
    expect((await me(before)).status).toBe(401);
    expect((await me(again.newSession!)).status).toBe(200);
  });

  it('ends a disabled user’s sessions at once and refuses their sign-in like a wrong password', async () => {
    server = await startLocalServer();
    const admin = await signIn(server, ADMIN.email, ADMIN.password);
    const bobId = await createUser(server, admin, { email: 'bob@example.com', password: 'bob password' });
    const bob = await signIn(server, 'bob@example.com', 'bob password');
    expect((await call(server, '/api/v1/chat/dialogue/list', { session: bob })).status).toBe(200);
    const disabled = await call(server, `/api/v1/admin/users/${bobId}`, {
      method: 'PATCH',
      session: admin,
      body: { disabled: true },
    });
    expect(disabled.body.data).toMatchObject({ id: bobId, disabled: true });
    expect((await call(server, '/api/v1/chat/dialogue/list', { session: bob })).status).toBe(401);
    const refused = await call(server, '/api/v1/auth/login', {
      body: { email: 'bob@example.com', password: 'bob password' },
    });
    expect(refused.body).toMatchObject({ err_code: 'E1002', err_msg: 'Wrong email or password' });
    await call(server, `/api/v1/admin/users/${bobId}`, {
      method: 'PATCH',
      session: admin,
      body: { disabled: false },
    });
    expect((await me(await signIn(server, 'bob@example.com', 'bob password'))).status).toBe(200);
  });

  it('changes one’s password with the current one and ends one’s other sessions', async () => {
    server = await startLocalServer();
    const here = await signIn(server, ADMIN.email, ADMIN.password);
    const elsewhere = await signIn(server, ADMIN.email, ADMIN.password);
    const wrong = await call(server, '/api/v1/auth/password', {
      session: here,
      body: { current_password: 'not it at all', new_password: 'a new password' },
      headers: { 'accept-language': 'zh' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ err_code: 'E1009', err_msg: '当前密码不正确' });
    const short = await call(server, '/api/v1/auth/password', {
      session: here,
      body: { current_password: ADMIN.password, new_password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.err_msg).toContain('new_password');
    const changed = await call(server, '/api/v1/auth/password', {
      session: here,
      body: { current_password: ADMIN.password, new_password: 'a new password' },
    });
    expect(changed.status).toBe(200);
    expect((await me(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await call(server, '/api/v1/auth/login', { body: ADMIN })).status).toBe(401);
    await signIn(server, ADMIN.email, 'a new password');
  });
});

describe('sign-in attempts are limited', () => {
  it('answers 429 with Retry-After after five failures for one account from one address and an unknown browser, even for the right password', async () => {
    server = await startLocalServer();
    for (let i = 0; i < 5; i++)
      expect(
        (await call(server, '/api/v1/auth/login', { body: { ...ADMIN, password: `wrong ${i}` } })).status,
      ).toBe(401);
    const limited = await call(server, '/api/v1/auth/login', { body: ADMIN });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ success: false, err_code: 'E1003' });
    expect(limited.body.err_msg).toMatch(/^Too many failed sign-ins; try again in \d+ seconds$/);
    expect(limited.newSession).toBeUndefined();
  });

  it('answers 429 after twenty failures from one address, whatever the account', async () => {
    server = await startLocalServer();
    for (let i = 0; i < 20; i++)
      await call(server, '/api/v1/auth/login', {
        body: { email: `guess${i}@example.com`, password: 'password' },
      });
    const limited = await call(server, '/api/v1/auth/login', {
      body: ADMIN,
      headers: { 'accept-language': 'zh' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.err_msg).toMatch(/^登录失败次数过多，请 \d+ 秒后再试$/);
  });
});
