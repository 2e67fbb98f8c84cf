import { afterEach, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '@/contract/api-keys';
import type { Me } from '@/contract/auth';
import { refusalToListen } from '@/server/auth/network-guard';
import { ConfigError, parseConfig } from '@/server/config';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { call } from './auth-helpers';
import { createRequest, SERVE } from './models-helpers';

let server: TestServer;
let fake: FakeOpenAI | undefined;

afterEach(async () => {
  await server?.close();
  await fake?.close();
  fake = undefined;
});

const BOSS = 'boss@example.com';

/** The tests' requests come from 127.0.0.1: trusted with the default range here, untrusted with 10.0.0.0/8. */
function startProxyServer(env: Record<string, string> = {}, dataDir?: string) {
  return startTestServer({
    dataDir,
    env: { AUTH_MODE: 'proxy', TRUSTED_PROXIES: '127.0.0.1/32', PROXY_ADMIN_EMAILS: BOSS, ...env },
  });
}

const as = (email: string, name?: string) => ({
  'x-forwarded-email': email,
  ...(name === undefined ? {} : { 'x-forwarded-user': name }),
});

const meOf = async (headers: Record<string, string>) => {
  const answer = await call(server, '/api/v1/auth/me', { headers });
  expect(answer.status).toBe(200);
  return answer.body.data as Me;
};

describe('AUTH_MODE=proxy: the user comes from a trusted gateway', () => {
  it('makes a trusted request with the header that user, created on first sight, the same account after', async () => {
    server = await startProxyServer();
    const first = await meOf({ ...as('Alice@Example.com', 'Alice Liddell'), 'user-id': '001' });
    expect(first).toMatchObject({
      auth_mode: 'proxy',
      user: { email: 'alice@example.com', name: 'Alice Liddell', role: 'user' },
    });
    expect(first.user.user_id).not.toBe('001');
    const again = await meOf(as('alice@example.com'));
    expect(again.user.user_id).toBe(first.user.user_id);

    const boss = await meOf(as(BOSS));
    expect(boss.user).toMatchObject({ role: 'admin', name: 'boss' });

    // The account is who the API acts for: a conversation belongs to Alice, not to the `user-id` header.
    const created = await call(server, '/api/v1/chat/dialogue/new?chat_mode=chat_normal', {
      method: 'POST',
      headers: { ...as('alice@example.com'), 'user-id': '001' },
    });
    expect(created.status).toBe(200);
    const history = `/api/v1/chat/dialogue/messages/history?con_uid=${(created.body.data as { conv_uid: string }).conv_uid}`;
    expect((await call(server, history, { headers: as('alice@example.com') })).status).toBe(200);
    expect((await call(server, history, { headers: as(BOSS) })).status).toBe(404);
  });

  it('answers the status and the readable hint cookie with the mode, and needs no setup', async () => {
    server = await startProxyServer();
    const status = await call(server, '/api/v1/auth/status');
    expect(status.body.data).toEqual({ auth_mode: 'proxy', setup_required: false });
    expect(status.headers.getSetCookie().some((line) => line.startsWith('dbgpt_auth=proxy'))).toBe(true);
  });

  it('refuses with 401 a request from an untrusted address, or without the header, in both languages', async () => {
    server = await startProxyServer();
    const missing = await call(server, '/api/v1/chat/dialogue/list', { headers: { 'user-id': '001' } });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ success: false, err_code: 'E1012' });
    expect(missing.body.err_msg).toContain('gateway');
    const zh = await call(server, '/api/v1/auth/me', { headers: { 'accept-language': 'zh' } });
    expect(zh.status).toBe(401);
    expect(zh.body.err_msg).toContain('网关');
    const notEmail = await call(server, '/api/v1/auth/me', { headers: as('not an email') });
    expect(notEmail.status).toBe(401);
    await server.close();

    server = await startProxyServer({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7' });
    for (const path of ['/api/v1/auth/me', '/api/v1/chat/dialogue/list']) {
      const untrusted = await call(server, path, {
        headers: { ...as(BOSS), 'x-forwarded-for': '10.1.2.3' },
      });
      expect(untrusted.status, path).toBe(401);
      expect(untrusted.body.err_code).toBe('E1012');
    }
  });

  it('refuses a disabled account with 403, and lets only the administrator manage users and models', async () => {
    fake = await startFakeOpenAI({ models: ['fake-model'] });
    server = await startProxyServer();
    const bob = await meOf(as('bob@example.com'));
    await meOf(as(BOSS));

    expect((await call(server, '/api/v1/admin/users', { headers: as('bob@example.com') })).status).toBe(403);
    const model = createRequest('team-llm', `${fake.url}/v1`, { backend: 'fake-model' });
    const refused = await call(server, `${SERVE}/models`, { headers: as('bob@example.com'), body: model });
    expect(refused.status).toBe(403);
    expect(refused.body.err_code).toBe('E1004');
    const created = await call(server, `${SERVE}/models`, { headers: as(BOSS), body: model });
    expect(created.body).toMatchObject({ success: true, data: true });

    const users = await call(server, '/api/v1/admin/users', { headers: as(BOSS) });
    expect(
      (users.body.data as { items: { email: string }[] }).items.map((user) => user.email).sort(),
    ).toEqual(['bob@example.com', BOSS]);
    const noPasswords = await call(server, '/api/v1/admin/users', {
      headers: as(BOSS),
      body: { email: 'carol@example.com', name: 'Carol', password: 'carol password' },
    });
    expect(noPasswords.status).toBe(409);
    expect(noPasswords.body.err_code).toBe('E1013');

    const disabled = await call(server, `/api/v1/admin/users/${bob.user.user_id}`, {
      method: 'PATCH',
      headers: as(BOSS),
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    const refusedBob = await call(server, '/api/v1/chat/dialogue/list', { headers: as('bob@example.com') });
    expect(refusedBob.status).toBe(403);
    expect(refusedBob.body).toMatchObject({ success: false, err_code: 'E1014' });
  });

  it('keeps API keys working, from any address', async () => {
    const dataDir = await makeTempDir();
    server = await startProxyServer({}, dataDir);
    const created = await call(server, '/api/v1/auth/api-keys', {
      headers: as('alice@example.com'),
      body: { name: 'script' },
    });
    expect(created.status).toBe(200);
    const { key } = created.body.data as CreatedApiKey;
    const alice = await meOf(as('alice@example.com'));
    await server.close();

    // Restarted so that 127.0.0.1 is no trusted proxy: the key alone is the caller's credential.
    server = await startProxyServer({ TRUSTED_PROXIES: '10.0.0.0/8' }, dataDir);
    const byKey = await call(server, '/api/v1/auth/me', { headers: { authorization: `Bearer ${key}` } });
    expect(byKey.body.data).toMatchObject({ auth_mode: 'proxy', user: { user_id: alice.user.user_id } });
    const listed = await call(server, '/api/v1/chat/dialogue/list', {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(listed.status).toBe(200);
    const wrong = await call(server, '/api/v1/chat/dialogue/list', {
      headers: { authorization: 'Bearer dbgpt-not-a-key' },
    });
    expect(wrong.status).toBe(401);
  });

  it('answers local sign-in with 409 and sign-out with success', async () => {
    server = await startProxyServer();
    for (const [path, body] of [
      ['/api/v1/auth/login', { email: BOSS, password: 'anything at all' }],
      ['/api/v1/auth/setup', { email: BOSS, password: 'anything at all' }],
      ['/api/v1/auth/password', { current_password: 'x', new_password: 'anything at all' }],
    ] as const) {
      const answer = await call(server, path, { headers: as(BOSS), body });
      expect(answer.status, path).toBe(409);
      expect(answer.body).toMatchObject({ success: false, err_code: 'E1013' });
      expect(answer.body.err_msg).toContain('gateway');
    }
    const signedOut = await call(server, '/api/v1/auth/logout', { headers: as(BOSS), body: {} });
    expect(signedOut.body).toMatchObject({ success: true, data: true });
  });
});

describe('AUTH_MODE=proxy configuration', () => {
  const base = { DATA_DIR: '/tmp/unused', AUTH_MODE: 'proxy' };

  it('needs TRUSTED_PROXIES, as addresses or CIDR ranges', () => {
    expect(() => parseConfig(base)).toThrow(ConfigError);
    expect(() => parseConfig(base)).toThrow(/TRUSTED_PROXIES is required/);
    expect(() => parseConfig({ ...base, TRUSTED_PROXIES: '10.0.0.0/8, gateway.local' })).toThrow(
      /TRUSTED_PROXIES must list IP addresses or CIDR ranges \(got "gateway.local"\)/,
    );
    expect(() => parseConfig({ ...base, TRUSTED_PROXIES: '10.0.0.0/99' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('names the variable of a bad header name or admin email, and reads the defaults', () => {
    const trusted = { ...base, TRUSTED_PROXIES: '10.0.0.0/8,fd00::/8,192.168.1.7' };
    expect(() => parseConfig({ ...trusted, PROXY_USER_HEADER: 'x forwarded' })).toThrow(/PROXY_USER_HEADER/);
    expect(() => parseConfig({ ...trusted, PROXY_NAME_HEADER: 'a:b' })).toThrow(/PROXY_NAME_HEADER/);
    expect(() => parseConfig({ ...trusted, PROXY_ADMIN_EMAILS: 'boss' })).toThrow(/PROXY_ADMIN_EMAILS/);
    const config = parseConfig({ ...trusted, PROXY_ADMIN_EMAILS: ' Boss@Example.com ,x@y.z' });
    expect(config.auth.proxy).toMatchObject({
      userHeader: 'x-forwarded-email',
      nameHeader: 'x-forwarded-user',
    });
    expect([...(config.auth.proxy?.adminEmails ?? [])]).toEqual(['boss@example.com', 'x@y.z']);
    expect(config.auth.proxy?.trustedProxies).toHaveLength(3);
  });

  it('may listen on a network address: the gateway signs users in', () => {
    const config = parseConfig({ ...base, TRUSTED_PROXIES: '10.0.0.0/8' });
    expect(refusalToListen('0.0.0.0', config.auth)).toBeNull();
  });
});
