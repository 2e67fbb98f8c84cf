import type { FastifyPluginAsync } from 'fastify';
import { ok } from '@/server/http/envelope';
import type { RouteContext } from '@/server/context';
import { startTestServer, type TestServer } from './harness';

const testRoutes: FastifyPluginAsync<RouteContext> = async (app) => {
  app.get('/api/test/whoami', async (request) => ok(request.userId));
  app.post('/api/test/echo', async (request) => ok(request.body));
  app.get('/api/test/boom', async () => {
    throw new Error('secret connection string postgres://admin:hunter2@db');
  });
};

let server: TestServer;
const get = (path: string, init?: RequestInit) => fetch(`${server.baseUrl}${path}`, init);
const postJson = (path: string, body: string) =>
  get(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

beforeAll(async () => {
  // 0.001 MB ≈ 1 KB keeps the oversize case small.
  server = await startTestServer({ plugins: [testRoutes], env: { BODY_LIMIT_MB: '0.001' } });
});
afterAll(() => server.close());

describe('users', () => {
  it('lists the default admin in the success envelope', async () => {
    const res = await get('/api/v1/users');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      success: true,
      err_code: null,
      err_msg: null,
      data: [{ user_id: '001', user_no: '001', nick_name: 'dbgpt', user_channel: 'dbgpt', role: 'admin' }],
    });
  });

  it('filters by role', async () => {
    const admins = await (await get('/api/v1/users?role=admin')).json();
    expect(admins.data.map((user: { user_id: string }) => user.user_id)).toEqual(['001']);
    const normal = await (await get('/api/v1/users?role=normal')).json();
    expect(normal).toMatchObject({ success: true, data: [] });
  });

  it('rejects an unknown role with 400 E0001 naming the field', async () => {
    const res = await get('/api/v1/users?role=superuser');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, err_code: 'E0001', data: null });
    expect(body.err_msg).toMatch(/^role: .+;$/);
  });
});

describe('models and health', () => {
  it('answers model types with an empty list for now', async () => {
    expect(await (await get('/api/v1/model/types')).json()).toEqual({
      success: true,
      err_code: null,
      err_msg: null,
      data: [],
    });
  });

  it('reports health inside the envelope and as plain JSON', async () => {
    const wrapped = await (await get('/api/health')).json();
    expect(wrapped).toMatchObject({ success: true, data: { status: 'ok', version: '0.1.0' } });
    expect(wrapped.data.uptime_s).toBeGreaterThanOrEqual(0);
    const plain = await (await get('/health')).json();
    expect(plain).toMatchObject({ status: 'ok', version: '0.1.0' });
    expect(plain).not.toHaveProperty('success');
  });
});

describe('identity', () => {
  it('uses the user-id header, else the default user 001', async () => {
    expect((await (await get('/api/test/whoami', { headers: { 'user-id': 'alice' } })).json()).data).toBe(
      'alice',
    );
    expect((await (await get('/api/test/whoami')).json()).data).toBe('001');
    expect((await (await get('/api/test/whoami', { headers: { 'user-id': '  ' } })).json()).data).toBe('001');
  });
});

describe('errors', () => {
  it.each(['GET', 'POST', 'DELETE'])(
    'answers an unknown API path (%s) with a JSON 404 envelope',
    async (method) => {
      const res = await get('/api/v1/does/not/exist?x=1', { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        success: false,
        err_code: '404',
        err_msg: `Not found: ${method} /api/v1/does/not/exist`,
        data: null,
      });
    },
  );

  it.each(['/knowledge/some_space/no_such_call', '/prompt/no_such_call'])(
    'treats %s as an API path',
    async (path) => {
      const res = await get(path, { method: 'POST' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, err_code: '404' });
    },
  );

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await postJson('/api/test/echo', '{"name": ');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, err_code: 'E0001', data: null });
    expect(body.err_msg).toMatch(/JSON/);
  });

  it('accepts a body under the limit and answers an oversize one with 413', async () => {
    expect((await (await postJson('/api/test/echo', '{"a":1}')).json()).data).toEqual({ a: 1 });
    const res = await postJson('/api/test/echo', JSON.stringify({ text: 'x'.repeat(5000) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, err_code: '413', data: null });
  });

  it('hides an unexpected exception behind 500 E0003 without details', async () => {
    const res = await get('/api/test/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      err_code: 'E0003',
      err_msg: 'Internal server error',
      data: null,
    });
    expect(text).not.toMatch(/hunter2|secret|at .*\.ts/);
  });
});
