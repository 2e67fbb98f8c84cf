import { afterEach, describe, expect, it } from 'vitest';
import type { SignInSession } from '@/contract/profile';
import { startTestServer, type TestServer } from './harness';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';

let server: TestServer;

afterEach(async () => {
  await server?.close();
});

const SESSIONS = '/api/v1/auth/sessions';
const me = (session: string) => call(server, '/api/v1/auth/me', { session });

async function signInWith(agent: string): Promise<string> {
  const answer = await call(server, '/api/v1/auth/login', { body: ADMIN, headers: { 'user-agent': agent } });
  expect(answer.status).toBe(200);
  return answer.newSession!;
}

describe('my sessions', () => {
  it('lists one’s active sign-ins with the current one marked, and signs out another', async () => {
    server = await startLocalServer();
    const laptop = await signInWith('Laptop Firefox');
    const phone = await signInWith('Phone Safari');
    const listed = await call(server, SESSIONS, { session: laptop });
    const sessions = listed.body.data as SignInSession[];
    expect(
      sessions
        .map(({ user_agent, current }) => ({ user_agent, current }))
        .sort((a, b) => a.user_agent!.localeCompare(b.user_agent!)),
    ).toEqual([
      { user_agent: 'Laptop Firefox', current: true },
      { user_agent: 'Phone Safari', current: false },
    ]);
    for (const session of sessions) {
      expect(Date.parse(session.signed_in_at)).not.toBeNaN();
      expect(Date.parse(session.last_seen_at)).not.toBeNaN();
      expect(session.id).not.toBe(phone);
    }

    const other = sessions.find((session) => !session.current)!;
    const ended = await call(server, `${SESSIONS}/${other.id}`, { method: 'DELETE', session: laptop });
    expect(ended.status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    const again = await call(server, `${SESSIONS}/${other.id}`, {
      method: 'DELETE',
      session: laptop,
      headers: { 'accept-language': 'zh' },
    });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ err_code: 'E1023', err_msg: `您没有编号为 ${other.id} 的有效登录` });
  });

  it('signs out every other sign-in and keeps the current one', async () => {
    server = await startLocalServer();
    const kept = await signInWith('Desk');
    const others = [await signInWith('Tablet'), await signInWith('Phone')];
    expect((await call(server, `${SESSIONS}/end-others`, { session: kept, body: {} })).status).toBe(200);
    for (const session of others) expect((await me(session)).status).toBe(401);
    expect((await me(kept)).status).toBe(200);
    const left = (await call(server, SESSIONS, { session: kept })).body.data as SignInSession[];
    expect(left.map((session) => session.user_agent)).toEqual(['Desk']);
  });

  it('keeps a sign-in one entry, with its start and browser, when its token rotates', async () => {
    server = await startLocalServer({ SESSION_ROTATE_MINUTES: '0.005' });
    const first = await signInWith('Rotating browser');
    const before = (await call(server, SESSIONS, { session: first })).body.data as SignInSession[];
    await new Promise((resolve) => setTimeout(resolve, 400));
    const rotated = await me(first);
    expect(rotated.newSession).toBeTruthy();
    const after = (await call(server, SESSIONS, { session: rotated.newSession! })).body
      .data as SignInSession[];
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: before[0]!.id,
      signed_in_at: before[0]!.signed_in_at,
      user_agent: 'Rotating browser',
      current: true,
    });
  });

  it('cannot end another user’s sign-in', async () => {
    server = await startLocalServer();
    const admin = await signInWith('Admin browser');
    await createUser(server, admin, { email: 'bob@example.com', password: 'bob password' });
    const bob = await signIn(server, 'bob@example.com', 'bob password');
    const adminSignIn = ((await call(server, SESSIONS, { session: admin })).body.data as SignInSession[])[0]!;
    const refused = await call(server, `${SESSIONS}/${adminSignIn.id}`, { method: 'DELETE', session: bob });
    expect(refused.status).toBe(404);
    expect((await me(admin)).status).toBe(200);
    const bobs = (await call(server, SESSIONS, { session: bob })).body.data as SignInSession[];
    expect(bobs).toHaveLength(1);
  });

  it('answers 409 behind a sign-in gateway, where the gateway keeps the sessions', async () => {
    server = await startTestServer({ env: { AUTH_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1/32' } });
    const answer = await call(server, SESSIONS, { headers: { 'x-forwarded-email': 'bob@example.com' } });
    expect(answer.status).toBe(409);
    expect(answer.body.err_code).toBe('E1013');
  });
});
