import { call, listApps, NATIVE_APP_CODES, type AppPage } from './app-helpers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('app list of a new server', () => {
  it('holds the six native apps, published, in the GptsAppResponse wrapper, reading the page from the body', async () => {
    const answer = await call<AppPage>(server, 'POST', '/api/v1/app/list?page=9', {
      page: 1,
      published: 'true',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, err_code: null, err_msg: null });
    const page = answer.body.data;
    expect(page).toMatchObject({ total_count: 6, total_page: 1, current_page: 1 });
    expect(page.app_list.map((app) => app.app_code).sort()).toEqual([...NATIVE_APP_CODES].sort());
    expect(page.app_list.every((app) => app.published === 'true' && app.team_mode === 'native_app')).toBe(
      true,
    );
  });

  it('pages with the spec defaults (page 1, size 12) when the body names none', async () => {
    const page = await listApps(server, {});
    expect(page.current_page).toBe(1);
    expect(page.app_list).toHaveLength(6);
    const second = await listApps(server, { page: 2, page_size: 4 });
    expect(second).toMatchObject({ total_count: 6, total_page: 2, current_page: 2 });
    expect(second.app_list).toHaveLength(2);
  });

  it('rejects a page that is not a positive number with the validation envelope', async () => {
    const answer = await call(server, 'POST', '/api/v1/app/list', { page: 'first' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, err_code: 'E0001' });
    expect(answer.body.err_msg).toContain('page');
  });
});

describe('hot app list', () => {
  it('answers a plain empty array while no app has conversations', async () => {
    const answer = await call(server, 'POST', '/api/v1/app/hot/list', { page: 1, page_size: 4 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
  });
});
