import { ADMIN, call, signIn, startLocalServer } from './auth-helpers';
import type { TestServer } from './harness';
import { multipart, TINY_PNG } from './upload-helpers';

let server: TestServer;
let session: string;
/** Every multipart route, with the file field it reads (an administrator may call them all). */
let routes: { path: string; field: string }[];

beforeAll(async () => {
  server = await startLocalServer();
  session = await signIn(server, ADMIN.email, ADMIN.password);
  const conversation = await call(server, '/api/v1/chat/dialogue/new?chat_mode=chat_normal', {
    method: 'POST',
    session,
  });
  const convUid = (conversation.body.data as { conv_uid: string }).conv_uid;
  const space = await call(server, '/knowledge/space/add', {
    session,
    body: { name: 'uploads', vector_type: 'VectorStore' },
  });
  expect(space.status).toBe(200);
  routes = [
    ...['/api/v1/evaluate', '/api/v2/serve/evaluate'].flatMap((prefix) => [
      { path: `${prefix}/dataset/upload/file`, field: 'doc_file' },
      { path: `${prefix}/dataset/upload/content`, field: 'content' },
    ]),
    { path: `/api/v1/resource/file/upload?conv_uid=${convUid}&chat_mode=chat_normal`, field: 'doc_files' },
    { path: '/knowledge/uploads/document/upload', field: 'doc_file' },
    { path: '/api/v1/personal/agent/upload', field: 'doc_file' },
    { path: '/api/v1/serve/awel/flow/import', field: 'file' },
    { path: '/api/v1/auth/profile/avatar', field: 'file' },
  ];
});
afterAll(() => server.close());

async function post(path: string, contentType: string, body: Buffer, language = 'en') {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      cookie: `dbgpt_session=${encodeURIComponent(session)}`,
      'accept-language': language,
    },
    body: new Uint8Array(body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as { success: boolean; err_msg: string | null } };
}

/** A body with its dataset fields and a file part, as each route would take it. */
function wellFormed(field: string) {
  return multipart([{ field, name: 'a.png', content: TINY_PNG, type: 'image/png' }], {
    dataset_name: 'malformed',
    members: '',
  });
}

const expectRefused = (answer: { status: number; body: { success: boolean; err_msg: string | null } }) => {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body.success).toBe(false);
  expect(answer.body.err_msg).toEqual(expect.any(String));
  expect(answer.body.err_msg).not.toMatch(/ at \S+:\d+/);
};

describe('a malformed multipart body is refused with a 4xx envelope on every upload route', () => {
  it('refuses a body cut short before its closing boundary', async () => {
    for (const { path, field } of routes) {
      const { body, contentType } = wellFormed(field);
      const cut = body.subarray(0, body.length - 60);
      const answer = await post(path, contentType, cut);
      expectRefused(answer);
    }
    const { body, contentType } = wellFormed('doc_file');
    const dataset = await post('/api/v1/evaluate/dataset/upload/file', contentType, body.subarray(0, 200));
    expect(dataset).toEqual({
      status: 400,
      body: expect.objectContaining({
        err_msg: 'The upload could not be read as multipart/form-data: Unexpected end of multipart data',
      }),
    });
    const zh = await post(
      '/api/v2/serve/evaluate/dataset/upload/content',
      contentType,
      body.subarray(0, 200),
      'zh',
    );
    expect(zh.body.err_msg).toBe(
      '无法按 multipart/form-data 格式读取上传的内容：Unexpected end of multipart data',
    );
  });

  it('refuses a multipart body without its boundary', async () => {
    for (const { path, field } of routes) {
      const answer = await post(path, 'multipart/form-data', wellFormed(field).body);
      expectRefused(answer);
    }
  });

  it('refuses a multipart body sent under another content type', async () => {
    for (const { path, field } of routes)
      for (const type of ['text/plain', 'application/json', 'application/octet-stream']) {
        const answer = await post(path, type, wellFormed(field).body);
        expectRefused(answer);
      }
  });

  it('still takes a well-formed dataset upload after all of that', async () => {
    const { body, contentType } = multipart(
      [{ field: 'doc_file', name: 'q.csv', content: 'query\nWhy?\n' }],
      {
        dataset_name: 'after',
        members: '',
      },
    );
    const answer = await post('/api/v1/evaluate/dataset/upload/file', contentType, body);
    expect(answer.status).toBe(200);
  });
});
