import { afterEach, describe, expect, it } from 'vitest';
import type { ApiKey, CreatedApiKey } from '@/contract/api-keys';
import { startTestServer, type TestServer } from './harness';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';

let server: TestServer;

afterEach(async () => {
  await server?.close();
});

async function adminAndBob() {
  const admin = await signIn(server, ADMIN.email, ADMIN.password);
  const bobId = await createUser(server, admin, { email: 'bob@example.com', password: 'bob password' });
  const bob = await signIn(server, 'bob@example.com', 'bob password');
  return { admin, bob, bobId };
}

async function createKey(session: string, name: string): Promise<CreatedApiKey> {
  const answer = await call(server, '/api/v1/auth/api-keys', { session, body: { name } });
  expect(answer.status).toBe(200);
  return answer.body.data as CreatedApiKey;
}

const listOf = async (session: string, query = '') => {
  const answer = await call(server, `/api/v1/auth/api-keys${query}`, { session });
  return { status: answer.status, body: answer.body, keys: answer.body.data as ApiKey[] };
};

describe('API keys', () => {
  it('creates a key shown once, lists it without the key, and revokes it', async () => {
    server = await startLocalServer();
    const { bob, bobId } = await adminAndBob();
    const created = await createKey(bob, 'CI pipeline');
    expect(created.key).toMatch(/^dbgpt-[\w-]{20,}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(created.prefix.length).toBeLessThan(16);

    const listed = await listOf(bob);
    expect(listed.keys).toEqual([
      expect.objectContaining({
        id: created.id,
        name: 'CI pipeline',
        prefix: created.prefix,
        account_id: bobId,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(created.key);
    expect(listed.keys[0]).not.toHaveProperty('key');

    const revoked = await call(server, `/api/v1/auth/api-keys/${created.id}`, {
      method: 'DELETE',
      session: bob,
    });
    expect(revoked.body).toMatchObject({ success: true, data: true });
    expect((await listOf(bob)).keys).toEqual([]);
  });

  it("answers 404 for another user's key and 403 when a user lists another's keys", async () => {
    server = await startLocalServer();
    const { admin, bob } = await adminAndBob();
    const adminKey = await createKey(admin, 'admin key');
    const revoke = await call(server, `/api/v1/auth/api-keys/${adminKey.id}`, {
      method: 'DELETE',
      session: bob,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(revoke.status).toBe(404);
    expect(revoke.body).toMatchObject({ success: false, err_code: 'E1011' });
    expect(revoke.body.err_msg).toContain('找不到 API 密钥');
    expect((await listOf(admin)).keys).toHaveLength(1);

    for (const query of ['?all=true', `?account_id=${adminKey.account_id}`]) {
      const listed = await listOf(bob, query);
      expect(listed.status).toBe(403);
      expect(listed.body).toMatchObject({ success: false, err_code: 'E1004' });
    }
  });

  it("lets an administrator list every account's keys and revoke a user's", async () => {
    server = await startLocalServer();
    const { admin, bob, bobId } = await adminAndBob();
    await createKey(admin, 'admin key');
    const bobKey = await createKey(bob, 'bob key');
    const all = await listOf(admin, '?all=true');
    expect(all.keys.map((key) => [key.name, key.account_email]).sort()).toEqual([
      ['admin key', ADMIN.email],
      ['bob key', 'bob@example.com'],
    ]);
    expect((await listOf(admin, `?account_id=${bobId}`)).keys.map((key) => key.name)).toEqual(['bob key']);
    const revoked = await call(server, `/api/v1/auth/api-keys/${bobKey.id}`, {
      method: 'DELETE',
      session: admin,
    });
    expect(revoked.status).toBe(200);
    expect((await listOf(bob)).keys).toEqual([]);
  });

  it('refuses a key without a name in the caller language', async () => {
    server = await startLocalServer();
    const { bob } = await adminAndBob();
    const answer = await call(server, '/api/v1/auth/api-keys', { session: bob, body: { name: '  ' } });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });
});

describe('Bearer authentication with sign-in', () => {
  it("acts as the key's owner, ignoring the user-id header, and records when the key was used", async () => {
    server = await startLocalServer();
    const { bob, bobId } = await adminAndBob();
    const key = await createKey(bob, 'script');
    const bearer = { authorization: `Bearer ${key.key}`, 'user-id': 'someone-else' };
    const listed = await call(server, '/api/v1/auth/api-keys', { headers: bearer });
    expect(listed.status).toBe(200);
    expect((listed.body.data as ApiKey[]).map((item) => item.account_id)).toEqual([bobId]);
    expect((listed.body.data as ApiKey[])[0]!.last_used_at).not.toBeNull();
    const me = await call(server, '/api/v1/auth/me', { headers: bearer });
    expect(me.body.data).toMatchObject({ user: { user_id: bobId, email: 'bob@example.com' } });

    // A state-changing call from another site is fine with a key (no cookie is its credential)…
    const created = await call(server, '/api/v1/auth/api-keys', {
      body: { name: 'from a tool' },
      headers: { ...bearer, origin: 'https://elsewhere.example' },
    });
    expect(created.status).toBe(200);
    expect((created.body.data as ApiKey).account_id).toBe(bobId);
    // …but the session cookie from another site is still refused.
    const crossSite = await call(server, '/api/v1/auth/api-keys', {
      session: bob,
      body: { name: 'forged' },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('refuses a revoked key and the key of a disabled account with 401 at once', async () => {
    server = await startLocalServer();
    const { admin, bob, bobId } = await adminAndBob();
    const first = await createKey(bob, 'first');
    const second = await createKey(bob, 'second');
    await call(server, `/api/v1/auth/api-keys/${first.id}`, { method: 'DELETE', session: bob });
    const revoked = await call(server, '/api/v1/chat/dialogue/list', {
      headers: { authorization: `Bearer ${first.key}` },
      session: bob,
    });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ success: false, err_code: 'E1010' });

    expect(
      (
        await call(server, '/api/v1/chat/dialogue/list', {
          headers: { authorization: `Bearer ${second.key}` },
        })
      ).status,
    ).toBe(200);
    await call(server, `/api/v1/admin/users/${bobId}`, {
      method: 'PATCH',
      session: admin,
      body: { disabled: true },
    });
    const disabled = await call(server, '/api/v1/chat/dialogue/list', {
      headers: { authorization: `Bearer ${second.key}` },
    });
    expect(disabled.status).toBe(401);
    expect(disabled.body.err_code).toBe('E1010');
    const unknown = await call(server, '/api/v1/chat/dialogue/list', {
      headers: { authorization: 'Bearer dbgpt-not-a-real-key' },
    });
    expect(unknown.status).toBe(401);
  });
});

describe('API_KEYS without sign-in', () => {
  it('needs one of the configured keys on /api/v2 and leaves /api/v1 open', async () => {
    server = await startTestServer({ env: { API_KEYS: 'key-one, key-two' } });
    const path = '/api/v2/chat/completions';
    const missing = await call(server, path, { body: { messages: 'hi' } });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ success: false, err_code: '401' });
    const wrong = await call(server, path, {
      body: { messages: 'hi' },
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    // Past the key check: the empty model list is the next thing the request meets.
    const right = await call(server, path, {
      body: { messages: [] },
      headers: { authorization: 'Bearer key-two' },
    });
    expect(right.status).toBe(400);
    expect((await call(server, '/api/v1/chat/dialogue/list')).status).toBe(200);
  });

  it('keeps /api/v2 open when no key is configured', async () => {
    server = await startTestServer();
    const answer = await call(server, '/api/v2/chat/completions', { body: { messages: [] } });
    expect(answer.status).toBe(400);
  });

  it('answers 409 on the key routes when sign-in is off', async () => {
    server = await startTestServer();
    const answer = await call(server, '/api/v1/auth/api-keys');
    expect(answer.status).toBe(409);
    expect(answer.body.err_code).toBe('E1006');
  });
});
