import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';
import { startTestServer, type TestServer } from './harness';
import { ecall, EVALUATE } from './evaluation-helpers';

/** Every evaluate route, once under each prefix. */
const ROUTES: { method: 'GET' | 'POST' | 'DELETE'; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/datasets' },
  {
    method: 'POST',
    path: '/dataset/upload/content',
    body: { dataset_name: 'x', members: '', content: '[]' },
  },
  { method: 'POST', path: '/dataset/upload/file', body: {} },
  { method: 'DELETE', path: '/dataset?code=x' },
  { method: 'GET', path: '/dataset/download?code=x' },
  { method: 'POST', path: '/dataset/members/update', body: { code: 'x', members: '' } },
  { method: 'GET', path: '/evaluations' },
  { method: 'GET', path: '/metrics?scene_key=recall&scene_value=x' },
  { method: 'POST', path: '/start', body: { scene_key: 'recall', scene_value: 'x', datasets: 'x' } },
  { method: 'GET', path: '/evaluation/detail/show?evaluate_code=x' },
  { method: 'GET', path: '/evaluation/result/download?evaluate_code=x' },
  { method: 'DELETE', path: '/evaluation?evaluation_code=x' },
  { method: 'GET', path: '/scenes' },
  { method: 'GET', path: '/storage/types' },
];

const PREFIXES = [EVALUATE, '/api/v2/serve/evaluate'];

describe('evaluation is for administrators only', () => {
  describe('without sign-in: the admin list (users of role admin) by the user-id header', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it.each(PREFIXES.flatMap((prefix) => ROUTES.map((route) => ({ ...route, prefix }))))(
      'refuses a non-admin $method $prefix$path with 403',
      async ({ method, path, body, prefix }) => {
        const answer = await ecall(server, `${prefix}${path}`, { method, body, user: 'bob', language: 'zh' });
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ success: false, err_msg: '只有管理员可以使用评测' });
      },
    );

    it('lets the default admin in', async () => {
      const scenes = await ecall<Record<string, string>[]>(server, `${EVALUATE}/scenes`);
      expect(scenes.status).toBe(200);
      expect(scenes.body.data).toEqual([{ recall: 'Knowledge space retrieval' }, { app: 'App answers' }]);
    });
  });

  describe('with sign-in: the account role', () => {
    let server: TestServer;
    let adminSession: string;
    let userSession: string;
    beforeAll(async () => {
      server = await startLocalServer();
      adminSession = await signIn(server, ADMIN.email, ADMIN.password);
      const user = { email: 'user@example.com', password: 'another long password', role: 'user' as const };
      await createUser(server, adminSession, user);
      userSession = await signIn(server, user.email, user.password);
    });
    afterAll(() => server.close());

    it('refuses a user, and a user-id header naming the admin changes nothing', async () => {
      const answer = await call(server, `${EVALUATE}/datasets`, {
        session: userSession,
        headers: { 'user-id': '001' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body.err_code).toBe('E1004');
    });

    it('lets an admin account list datasets', async () => {
      const answer = await call(server, `${EVALUATE}/datasets`, { session: adminSession });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ items: [], total_count: 0, page: 1, page_size: 100 });
    });
  });
});
