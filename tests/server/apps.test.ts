import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const postJson = (path: string, body: unknown) =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('app list', () => {
  it('answers an empty page in the GptsAppResponse wrapper, reading the page from the body', async () => {
    const res = await postJson('/api/v1/app/list?page=9', { page: 2, page_size: 12, published: 'true' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      err_code: null,
      err_msg: null,
      data: { app_list: [], total_count: 0, total_page: 0, current_page: 2 },
    });
  });

  it('rejects a page that is not a positive number with the validation envelope', async () => {
    const res = await postJson('/api/v1/app/list', { page: 'first' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, err_code: 'E0001' });
    expect(body.err_msg).toContain('page');
  });
});

describe('hot app list', () => {
  it('answers a plain empty array until apps exist', async () => {
    const res = await postJson('/api/v1/app/hot/list', { page: 1, page_size: 4 });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual([]);
  });
});
