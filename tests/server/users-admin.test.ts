import { afterEach, describe, expect, it } from 'vitest';
import type { Account } from '@/contract/auth';
import type { PaginationResult } from '@/contract/common';
import type { CreatedAccount, PasswordReset } from '@/contract/users';
import type { Me } from '@/contract/auth';
import { startTestServer, type TestServer } from './harness';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';

let server: TestServer;

afterEach(async () => {
  await server?.close();
});

const USERS = '/api/v1/admin/users';
const ZH = { 'accept-language': 'zh-CN' };

const pageOf = (answer: { body: { data: unknown } }) => answer.body.data as PaginationResult<Account>;

async function adminSession() {
  return signIn(server, ADMIN.email, ADMIN.password);
}

async function myId(session: string): Promise<string> {
  return ((await call(server, '/api/v1/auth/me', { session })).body.data as Me).user.user_id;
}

describe('the users list for administrators', () => {
  it('pages the accounts and finds them by part of the name or the email', async () => {
    server = await startLocalServer();
    const admin = await adminSession();
    for (const [email, name] of [
      ['bob@example.com', 'Bob Stone'],
      ['carol@example.com', 'Carol'],
      ['dave@other.org', 'Dave Bobbins'],
    ] as const)
      await createUser(server, admin, { email, name, password: 'a long password' });

    const first = pageOf(await call(server, `${USERS}?page=1&page_size=2`, { session: admin }));
    expect(first).toMatchObject({ total_count: 4, total_pages: 2, page: 1, page_size: 2 });
    expect(first.items.map((account) => account.email)).toEqual([ADMIN.email, 'bob@example.com']);
    const second = pageOf(await call(server, `${USERS}?page=2&page_size=2`, { session: admin }));
    expect(second.items.map((account) => account.email)).toEqual(['carol@example.com', 'dave@other.org']);

    const bobs = pageOf(await call(server, `${USERS}?search=BOB`, { session: admin }));
    expect(bobs.items.map((account) => account.name)).toEqual(['Bob Stone', 'Dave Bobbins']);
    const byEmail = pageOf(await call(server, `${USERS}?search=other.org`, { session: admin }));
    expect(byEmail.items.map((account) => account.email)).toEqual(['dave@other.org']);
    const wildcard = pageOf(await call(server, `${USERS}?search=%25`, { session: admin }));
    expect(wildcard.total_count).toBe(0);
    const admins = pageOf(await call(server, `${USERS}?role=admin`, { session: admin }));
    expect(admins.items.map((account) => account.email)).toEqual([ADMIN.email]);

    const tooBig = await call(server, `${USERS}?page_size=1000`, { session: admin, headers: ZH });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.err_msg).toContain('page_size');
  });

  it('keeps DB-GPT’s admin list answering for every signed-in user, with no more than the admins’ ids', async () => {
    server = await startLocalServer();
    const admin = await adminSession();
    const bobId = await createUser(server, admin, {
      email: 'bob@example.com',
      password: 'bob password',
      name: 'Bob',
    });
    await createUser(server, admin, {
      email: 'carol.secret@example.com',
      password: 'carol password',
      name: 'Carol',
    });
    const bob = await signIn(server, 'bob@example.com', 'bob password');
    const adminId = await myId(admin);

    for (const query of ['', '?role=admin']) {
      const answer = await call(server, `/api/v1/users${query}`, { session: bob });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([{ user_id: adminId, role: 'admin' }]);
    }
    expect((await call(server, '/api/v1/users?role=normal', { session: bob })).body.data).toEqual([]);

    // An administrator still gets every account, names included.
    const everyone = await call(server, '/api/v1/users', { session: admin });
    const listed = everyone.body.data as { user_id: string; nick_name: string; role: string }[];
    expect(listed.map(({ nick_name, role }) => [nick_name, role]).sort()).toEqual([
      ['Bob', 'normal'],
      ['Carol', 'normal'],
      ['admin', 'admin'],
    ]);
    expect(listed.map((user) => user.user_id)).toContain(bobId);
    const normal = await call(server, '/api/v1/users?role=normal', { session: admin });
    expect((normal.body.data as { nick_name: string }[]).map((user) => user.nick_name).sort()).toEqual([
      'Bob',
      'Carol',
    ]);
  });

  it('answers a caller outside DB-GPT’s admin list only the admins’ ids without sign-in', async () => {
    server = await startTestServer();
    const asSomeone = await call(server, '/api/v1/users', { headers: { 'user-id': 'someone' } });
    expect(asSomeone.body.data).toEqual([{ user_id: '001', role: 'admin' }]);
    const asAdmin = await call(server, '/api/v1/users', { headers: { 'user-id': '001' } });
    expect(asAdmin.body.data).toEqual([
      { user_id: '001', user_no: '001', nick_name: 'dbgpt', user_channel: 'dbgpt', role: 'admin' },
    ]);
  });
});

describe('creating users and resetting passwords', () => {
  it('creates a user with a temporary password shown once, which signs them in', async () => {
    server = await startLocalServer();
    const admin = await adminSession();
    const created = await call(server, USERS, {
      session: admin,
      body: { email: 'Erin@Example.com', name: 'Erin', role: 'user' },
    });
    expect(created.status).toBe(200);
    const erin = created.body.data as CreatedAccount;
    expect(erin).toMatchObject({ email: 'erin@example.com', name: 'Erin', role: 'user', disabled: false });
    expect(erin.temporary_password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    await signIn(server, 'erin@example.com', erin.temporary_password!);

    const listed = await call(server, USERS, { session: admin });
    expect(JSON.stringify(listed.body)).not.toContain(erin.temporary_password);
    const chosen = await call(server, USERS, {
      session: admin,
      body: { email: 'frank@example.com', name: 'Frank', password: 'chosen password' },
    });
    expect((chosen.body.data as CreatedAccount).temporary_password).toBeNull();
  });

  it('resets a password to a new temporary one and ends the user’s sessions', async () => {
    server = await startLocalServer();
    const admin = await adminSession();
    const bobId = await createUser(server, admin, { email: 'bob@example.com', password: 'bob password' });
    const bob = await signIn(server, 'bob@example.com', 'bob password');
    const reset = await call(server, `${USERS}/${bobId}/password`, { session: admin, body: {} });
    expect(reset.status).toBe(200);
    const { temporary_password } = reset.body.data as PasswordReset;
    expect(temporary_password).toBeTruthy();
    expect((await call(server, '/api/v1/auth/me', { session: bob })).status).toBe(401);
    const old = await call(server, '/api/v1/auth/login', {
      body: { email: 'bob@example.com', password: 'bob password' },
    });
    expect(old.status).toBe(401);
    await signIn(server, 'bob@example.com', temporary_password!);
  });
});

describe('roles and disabling', () => {
  it('disables a user, ending their session at once, and enables them again', async () => {
    server = await startLocalServer();
    const admin = await adminSession();
    const bobId = await createUser(server, admin, { email: 'bob@example.com', password: 'bob password' });
    const bob = await signIn(server, 'bob@example.com', 'bob password');
    const disabled = await call(server, `${USERS}/${bobId}`, {
      method: 'PATCH',
      session: admin,
      body: { disabled: true },
    });
    expect(disabled.body.data).toMatchObject({ disabled: true });
    const refused = await call(server, '/api/v1/chat/dialogue/list', { session: bob });
    expect(refused.status).toBe(401);
    const again = { email: 'bob@example.com', password: 'bob password' };
    expect((await call(server, '/api/v1/auth/login', { body: again })).status).toBe(401);

    await call(server, `${USERS}/${bobId}`, { method: 'PATCH', session: admin, body: { disabled: false } });
    await signIn(server, again.email, again.password);
  });

  it('refuses to demote or disable the last active administrator, in both languages', async () => {
    server = await startLocalServer();
    const admin = await adminSession();
    const adminId = await myId(admin);
    const demote = await call(server, `${USERS}/${adminId}`, {
      method: 'PATCH',
      session: admin,
      body: { role: 'user' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({
      success: false,
      err_code: 'E1008',
      err_msg: 'At least one active administrator must remain',
    });
    const disable = await call(server, `${USERS}/${adminId}`, {
      method: 'PATCH',
      session: admin,
      body: { disabled: true },
      headers: ZH,
    });
    expect(disable.status).toBe(409);
    expect(disable.body.err_msg).toBe('至少需要保留一名启用状态的管理员');

    // With a second administrator, the first may step down.
    const bobId = await createUser(server, admin, {
      email: 'bob@example.com',
      password: 'bob password',
      role: 'admin',
    });
    const stepDown = await call(server, `${USERS}/${adminId}`, {
      method: 'PATCH',
      session: admin,
      body: { role: 'user' },
    });
    expect(stepDown.body.data).toMatchObject({ role: 'user' });
    const bob = await signIn(server, 'bob@example.com', 'bob password');
    const last = await call(server, `${USERS}/${bobId}`, {
      method: 'PATCH',
      session: bob,
      body: { disabled: true },
    });
    expect(last.status).toBe(409);
  });

  it('refuses every user-management route to a user with 403, in the user’s language', async () => {
    server = await startLocalServer();
    const admin = await adminSession();
    const adminId = await myId(admin);
    await createUser(server, admin, { email: 'bob@example.com', password: 'bob password' });
    const bob = await signIn(server, 'bob@example.com', 'bob password');
    const attempts = [
      { path: USERS },
      { path: USERS, body: { email: 'mallory@example.com', name: 'M' } },
      { path: `${USERS}/${adminId}`, method: 'PATCH', body: { disabled: true } },
      { path: `${USERS}/${adminId}/password`, body: {} },
    ];
    for (const { path, ...options } of attempts) {
      const refused = await call(server, path, { ...options, session: bob, headers: ZH });
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ err_code: 'E1004', err_msg: '只有管理员可以执行此操作' });
    }
    expect((await call(server, '/api/v1/auth/me', { session: admin })).status).toBe(200);
  });
});

describe('users behind a sign-in gateway (AUTH_MODE=proxy)', () => {
  const BOSS = 'boss@example.com';
  const as = (email: string) => ({ 'x-forwarded-email': email });

  it('answers 409 to creating users and passwords, while role and disabling work', async () => {
    server = await startTestServer({
      env: { AUTH_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1/32', PROXY_ADMIN_EMAILS: BOSS },
    });
    const bob = (await call(server, '/api/v1/auth/me', { headers: as('bob@example.com') })).body.data as Me;
    const boss = (await call(server, '/api/v1/auth/me', { headers: as(BOSS) })).body.data as Me;

    const create = await call(server, USERS, {
      headers: { ...as(BOSS), ...ZH },
      body: { email: 'carol@example.com', name: 'Carol' },
    });
    expect(create.status).toBe(409);
    expect(create.body.err_msg).toContain('AUTH_MODE=proxy');
    const reset = await call(server, `${USERS}/${bob.user.user_id}/password`, {
      headers: as(BOSS),
      body: {},
    });
    expect(reset.status).toBe(409);

    const promoted = await call(server, `${USERS}/${bob.user.user_id}`, {
      method: 'PATCH',
      headers: as(BOSS),
      body: { role: 'admin' },
    });
    expect(promoted.body.data).toMatchObject({ role: 'admin' });
    // The role given here lasts: the gateway's next request does not take it back.
    const bobAgain = await call(server, '/api/v1/auth/me', { headers: as('bob@example.com') });
    expect((bobAgain.body.data as Me).user.role).toBe('admin');
    expect((await call(server, USERS, { headers: as('bob@example.com') })).status).toBe(200);

    const demoteBoss = await call(server, `${USERS}/${boss.user.user_id}`, {
      method: 'PATCH',
      headers: as('bob@example.com'),
      body: { role: 'user' },
    });
    expect(demoteBoss.status).toBe(409);
    expect(demoteBoss.body).toMatchObject({ err_code: 'E1024' });
    expect(demoteBoss.body.err_msg).toContain('PROXY_ADMIN_EMAILS');

    const disabled = await call(server, `${USERS}/${bob.user.user_id}`, {
      method: 'PATCH',
      headers: as(BOSS),
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect((await call(server, '/api/v1/auth/me', { headers: as('bob@example.com') })).status).toBe(403);
  });
});
