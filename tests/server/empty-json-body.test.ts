import { startTestServer, type TestServer } from './harness';

describe('JSON request bodies', () => {
  let server: TestServer;
  const post = (path: string, body: string, contentType = 'application/json') =>
    fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['an empty body', '', 'application/json'],
    ['a blank body', ' \n', 'application/json'],
    ['an empty body with a charset', '', 'application/json; charset=utf-8'],
  ])('reads %s sent as JSON as no body, as DB-GPT does', async (_name, body, contentType) => {
    const created = await post('/api/v1/chat/dialogue/new?chat_mode=chat_normal', body, contentType);
    expect(created.status).toBe(200);
    const answer = await created.json();
    expect(answer).toMatchObject({ success: true, data: { chat_mode: 'chat_normal' } });
    expect(answer.data.conv_uid).toMatch(/^[0-9a-f-]{36}$/);

    // A route that reads its filter from the body takes no body as no filter.
    const prompts = await post('/prompt/list', body, contentType);
    expect(prompts.status).toBe(200);
    expect(await prompts.json()).toMatchObject({ success: true, data: [] });
  });

  it('still answers malformed JSON with the 400 envelope', async () => {
    const res = await post('/prompt/list', '{"prompt_name": ');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, err_code: 'E0001', data: null });
    expect(body.err_msg).toMatch(/JSON/);
  });

  it('still refuses a body that tries to poison the prototype', async () => {
    const res = await post('/prompt/list', '{"__proto__": {"polluted": true}}');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, err_code: 'E0001', data: null });
  });
});
