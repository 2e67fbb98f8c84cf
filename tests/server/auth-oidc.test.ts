import { afterEach, describe, expect, it } from 'vitest';
import type { Account, Me } from '@/contract/auth';
import { sameOriginPath } from '@/server/routes/auth-oidc';
import type { ProviderUser, TestOidcProvider } from '../support/oidc-provider';
import type { TestServer } from './harness';
import { call } from './auth-helpers';
import { openLogin, signInAt, TestBrowser } from './oidc-browser';
import { signedInAs, startOidcPair, type OidcPair } from './oidc-helpers';

let pair: OidcPair | undefined;
let server: TestServer;
let provider: TestOidcProvider | undefined;

afterEach(async () => {
  await pair?.close();
  pair = undefined;
});

const USERS: Record<string, ProviderUser> = {
  alice: { email: 'Alice@Example.com', email_verified: true, name: 'Alice Liddell', groups: ['staff'] },
  bob: { email: 'bob@example.com', preferred_username: 'bobby', groups: ['staff', 'dbgpt-admins'] },
  nomail: { name: 'No Mail' },
};

async function startBoth(options: { providerUp?: boolean; env?: Record<string, string> } = {}) {
  pair = await startOidcPair({ users: USERS, ...options });
  server = pair.server;
  provider = pair.provider;
  const started = pair;
  return {
    startProvider: async () => {
      provider = await started.startProvider();
      return provider;
    },
  };
}

async function me(session: string | undefined, headers: Record<string, string> = {}) {
  const answer = await call(server, '/api/v1/auth/me', { session, headers });
  return { status: answer.status, me: answer.body.data as Me, body: answer.body };
}

const signedIn = (user: string) => signedInAs(pair!, user);

async function accounts(adminSession: string): Promise<Account[]> {
  const answer = await call(server, '/api/v1/admin/users', { session: adminSession });
  expect(answer.status).toBe(200);
  return (answer.body.data as { items: Account[] }).items;
}

describe('AUTH_MODE=oidc: sign-in at an OpenID Connect provider', () => {
  it('signs in through the provider, back to the page the user came from, creating the account once', async () => {
    await startBoth();
    const browser = new TestBrowser();
    expect(await signInAt(browser, server, provider!, 'alice', { next: '/chat?id=7' })).toBe('/chat?id=7');
    const first = await me(await browser.session(server));
    expect(first.status).toBe(200);
    expect(first.me).toMatchObject({
      auth_mode: 'oidc',
      user: { email: 'alice@example.com', name: 'Alice Liddell', role: 'user' },
    });

    // Another browser, the same provider user: the same account, not a second one.
    const again = await me(await signedIn('alice'));
    expect(again.me.user.user_id).toBe(first.me.user.user_id);
    const bob = await signedIn('bob');
    const listed = await accounts(bob);
    expect(listed.map((account) => account.email).sort()).toEqual(['alice@example.com', 'bob@example.com']);
    // The name falls back to `preferred_username` when the provider has no `name`.
    expect(listed.find((account) => account.email === 'bob@example.com')?.name).toBe('bobby');
  });

  it('makes the admin claim an administrator and takes the role away at the next sign-in without it', async () => {
    await startBoth();
    const bob = await me(await signedIn('bob'));
    expect(bob.me.user.role).toBe('admin');
    expect((await me(await signedIn('alice'))).me.user.role).toBe('user');

    provider!.users.set('bob', { ...USERS.bob, groups: ['staff'] });
    const demoted = await signedIn('bob');
    expect((await me(demoted)).me.user).toMatchObject({ user_id: bob.me.user.user_id, role: 'user' });
    expect((await call(server, '/api/v1/admin/users', { session: demoted })).status).toBe(403);

    // Any of the configured values; the name follows the provider too.
    provider!.users.set('alice', { ...USERS.alice, groups: ['root'], name: 'Alice' });
    expect((await me(await signedIn('alice'))).me.user).toMatchObject({ role: 'admin', name: 'Alice' });
  });

  it('without an admin claim, makes the first account the administrator and keeps roles set here', async () => {
    await startBoth({ env: { OIDC_ADMIN_CLAIM: '', OIDC_ADMIN_VALUES: '' } });
    const admin = await signedIn('alice');
    expect((await me(admin)).me.user.role).toBe('admin');
    const bob = await me(await signedIn('bob'));
    expect(bob.me.user.role).toBe('user');
    const promoted = await call(server, `/api/v1/admin/users/${bob.me.user.user_id}`, {
      method: 'PATCH',
      session: admin,
      body: { role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    expect((await me(await signedIn('bob'))).me.user.role).toBe('admin');
  });

  it('refuses a callback whose state was tampered with, or that no sign-in of this browser started', async () => {
    await startBoth();
    const browser = new TestBrowser();
    const interaction = await openLogin(browser, server, '/apps');
    const loggedIn = new URL(`${interaction.pathname}/login?user=alice`, provider!.issuer);
    // Up to the provider's redirect to the callback, which the test alters before following.
    const callback = await browser.follow(loggedIn, (url) => url.pathname === '/api/v1/auth/oidc/callback');
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    const answer = await browser.get(forged);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/apps?auth_error=state_mismatch');
    expect(await browser.session(server)).toBeUndefined();
    // The untouched answer afterwards is refused too: the pending sign-in was used up.
    const replay = await browser.get(callback);
    expect(replay.headers.get('location')).toBe('/?auth_error=state_mismatch');

    // Another browser (without the pending sign-in's cookie) cannot use someone's answer either.
    const other = new TestBrowser();
    const stolen = await other.get(callback);
    expect(stolen.headers.get('location')).toBe('/?auth_error=state_mismatch');
    expect(await other.session(server)).toBeUndefined();
  });

  it('sends a user who refuses at the provider back to sign-in with the reason', async () => {
    await startBoth();
    const browser = new TestBrowser();
    const end = await signInAt(browser, server, provider!, 'alice', { next: '/chat', deny: true });
    expect(end).toBe('/chat?auth_error=denied');
    expect(await browser.session(server)).toBeUndefined();
  });

  it('starts while the provider is down, tells the user it is unreachable, and signs in once it is up', async () => {
    const { startProvider } = await startBoth({ providerUp: false });
    expect((await call(server, '/api/health')).status).toBe(200);
    const browser = new TestBrowser();
    const login = new URL('/api/v1/auth/oidc/login?next=/knowledge', server.baseUrl);
    const answer = await browser.get(login);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/knowledge?auth_error=provider_unreachable');

    await startProvider();
    expect(await signInAt(browser, server, provider!, 'alice', { next: '/knowledge' })).toBe('/knowledge');
    expect((await me(await browser.session(server))).status).toBe(200);
  });

  it('refuses a disabled account and a user without an email, with the reason', async () => {
    await startBoth();
    const admin = await signedIn('bob');
    const alice = await me(await signedIn('alice'));
    const disabled = await call(server, `/api/v1/admin/users/${alice.me.user.user_id}`, {
      method: 'PATCH',
      session: admin,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect(await signInAt(new TestBrowser(), server, provider!, 'alice')).toBe(
      '/?auth_error=account_disabled',
    );
    expect(await signInAt(new TestBrowser(), server, provider!, 'nomail')).toBe('/?auth_error=no_email');
  });

  it('acts as the signed-in account whatever the user-id header says, and sign-out ends the session', async () => {
    await startBoth();
    const session = await signedIn('alice');
    const alice = await me(session, { 'user-id': '001' });
    expect(alice.me.user.user_id).not.toBe('001');
    const created = await call(server, '/api/v1/chat/dialogue/new?chat_mode=chat_normal', {
      method: 'POST',
      session,
      headers: { 'user-id': '001' },
    });
    expect(created.status).toBe(200);
    // The conversation is Alice's: her session reads it, another account's does not.
    const { conv_uid } = created.body.data as { conv_uid: string };
    const history = `/api/v1/chat/dialogue/messages/history?con_uid=${conv_uid}`;
    expect((await call(server, history, { session })).status).toBe(200);
    expect((await call(server, history, { session: await signedIn('bob') })).status).toBe(404);
    // Without a session the header alone gets nobody in.
    expect((await call(server, '/api/v1/chat/dialogue/list', { headers: { 'user-id': '001' } })).status).toBe(
      401,
    );

    const out = await call(server, '/api/v1/auth/logout', { method: 'POST', session, body: {} });
    expect(out.status).toBe(200);
    expect(out.newSession).toBe('');
    const after = await me(session);
    expect(after.status).toBe(401);
    expect(after.body.err_code).toBe('E1001');
  });

  it('answers the mode, the button name and the hint cookie, and refuses passwords with 409 in both languages', async () => {
    await startBoth();
    const status = await call(server, '/api/v1/auth/status');
    expect(status.body.data).toEqual({
      auth_mode: 'oidc',
      setup_required: false,
      oidc_display_name: 'Example SSO',
    });
    expect(status.headers.getSetCookie().some((line) => line.startsWith('dbgpt_auth=oidc'))).toBe(true);

    const signIn = await call(server, '/api/v1/auth/login', {
      body: { email: 'bob@example.com', password: 'x' },
    });
    expect(signIn.status).toBe(409);
    expect(signIn.body).toMatchObject({ success: false, err_code: 'E1015' });
    expect(signIn.body.err_msg).toContain('Example SSO');
    const setup = await call(server, '/api/v1/auth/setup', {
      body: { email: 'eve@example.com', password: 'long enough password' },
      headers: { 'accept-language': 'zh' },
    });
    expect(setup.status).toBe(409);
    expect(setup.body.err_msg).toContain('请在登录页使用 Example SSO 登录');

    const admin = await signedIn('bob');
    const change = await call(server, '/api/v1/auth/password', {
      session: admin,
      body: { current_password: 'anything', new_password: 'another long password' },
    });
    expect(change.status).toBe(409);
    expect(change.body.err_code).toBe('E1015');
    const create = await call(server, '/api/v1/admin/users', {
      session: admin,
      body: { email: 'eve@example.com', name: 'Eve', password: 'long enough password' },
    });
    expect(create.status).toBe(409);
  });

  it('sends the user only to paths of this site after sign-in', async () => {
    expect(sameOriginPath('/chat?id=1#end')).toBe('/chat?id=1#end');
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      '/..//evil.example/x',
      'https://evil.example/',
      'chat',
      '/a\nb',
      undefined,
    ])
      expect(sameOriginPath(next)).toBe('/');
    await startBoth();
    expect(await signInAt(new TestBrowser(), server, provider!, 'alice', { next: '//evil.example/x' })).toBe(
      '/',
    );
  });
});
