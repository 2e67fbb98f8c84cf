import http from 'node:http';
import net from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteContext } from '@/server/context';
import { startTestServer, type TestServer } from './harness';
import { multipart, newConversation, uploadQuery } from './upload-helpers';

/** A route validated by a Fastify JSON schema rather than zod, as a plugin might add one. */
const schemaRoute: FastifyPluginAsync<RouteContext> = async (app) => {
  app.post(
    '/api/test/schema',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', maxLength: 3 }, size: { type: 'integer', maximum: 9 } },
        },
      },
    },
    async () => ({ success: true }),
  );
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ plugins: [schemaRoute] });
});
afterAll(() => server.close());

type Language = 'en' | 'zh';
const ACCEPT: Record<Language, string> = { en: 'en-US,en;q=0.9', zh: 'zh-CN,zh;q=0.9,en;q=0.8' };

interface Answer {
  status: number;
  body: string;
}

/** A request in `language`; node's http client, so `Host` and `Origin` go out as given. */
function send(
  language: Language,
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { 'accept-language': ACCEPT[language], ...headers },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const json = { 'content-type': 'application/json' };

/** The envelope's code and message, after checking the status. */
function errorOf(answer: Answer, status: number): { code: string; message: string } {
  expect(answer.status, answer.body).toBe(status);
  const envelope = JSON.parse(answer.body) as { success: boolean; err_code: string; err_msg: string };
  expect(envelope.success).toBe(false);
  return { code: envelope.err_code, message: envelope.err_msg };
}

/** The same request in English and Chinese: same status and code, each message in its language. */
async function inBothLanguages(
  request: (language: Language) => Promise<Answer>,
  status: number,
  expected: Record<Language, string | RegExp>,
) {
  const en = errorOf(await request('en'), status);
  const zh = errorOf(await request('zh'), status);
  expect(zh.code).toBe(en.code);
  expect(en.message).toMatch(expected.en);
  expect(zh.message).toMatch(expected.zh);
}

describe('error messages in the language of Accept-Language', () => {
  it('a prompt saved without a name', async () => {
    const body = JSON.stringify({ prompt_type: 'Normal', content: 'Hello' });
    await inBothLanguages((lang) => send(lang, 'POST', '/prompt/add', { headers: json, body }), 400, {
      en: /^prompt_name: is required;$/,
      zh: /^prompt_name：不能为空；$/,
    });
  });

  it('a body of a type the server does not take, and a file not sent as a form', async () => {
    const post = (lang: Language) =>
      send(lang, 'POST', '/prompt/add', {
        headers: { 'content-type': 'application/xml' },
        body: '<prompt/>',
      });
    await inBothLanguages(post, 415, {
      en: 'This address does not accept a body of type application/xml',
      zh: '此地址不接受类型为 application/xml 的请求体',
    });
    const convUid = await newConversation(server.baseUrl);
    const upload = (lang: Language) =>
      send(lang, 'POST', `/api/v1/resource/file/upload?${uploadQuery(convUid)}`, {
        headers: json,
        body: '{}',
      });
    await inBothLanguages(upload, 400, {
      en: 'Send the file as multipart/form-data in the form field "doc_files"',
      zh: '请以 multipart/form-data 格式，在表单字段“doc_files”中上传文件',
    });
  });

  it('two files in one upload', async () => {
    const convUid = await newConversation(server.baseUrl);
    const form = multipart([
      { name: 'a.txt', content: 'a' },
      { name: 'b.txt', content: 'b' },
    ]);
    const upload = (lang: Language) =>
      send(lang, 'POST', `/api/v1/resource/file/upload?${uploadQuery(convUid)}`, {
        headers: { 'content-type': form.contentType },
        body: form.body,
      });
    await inBothLanguages(upload, 400, {
      en: 'Only one file can be uploaded at a time',
      zh: '一次只能上传一个文件',
    });
  });

  it('validation errors keep the field path and translate the wording', async () => {
    await inBothLanguages((lang) => send(lang, 'GET', '/api/v1/chat/dialogue/list?page=0'), 400, {
      en: /^page: must be at least 1;$/,
      zh: /^page：不能小于 1；$/,
    });
    const body = JSON.stringify({ prompt_name: 'x'.repeat(501) });
    await inBothLanguages((lang) => send(lang, 'POST', '/prompt/query_page', { headers: json, body }), 400, {
      en: /^prompt_name: must be at most 500 characters;$/,
      zh: /^prompt_name：不能超过 500 个字符；$/,
    });
    const visibility = JSON.stringify({
      prompt_name: 'p',
      prompt_type: 'Normal',
      content: 'c',
      visibility: 1,
    });
    await inBothLanguages(
      (lang) => send(lang, 'POST', '/prompt/add', { headers: json, body: visibility }),
      400,
      { en: 'visibility: must be "public" or "private";', zh: 'visibility：只能是 "public" 或 "private"；' },
    );
    const mode = JSON.stringify({ user_input: 'Hi', chat_mode: 'chat_magic' });
    await inBothLanguages(
      (lang) => send(lang, 'POST', '/api/v1/chat/completions', { headers: json, body: mode }),
      400,
      {
        en: /^chat_mode: must be one of "chat_normal", "chat_knowledge", .*, "";$/,
        zh: /^chat_mode：必须是以下值之一："chat_normal"、"chat_knowledge"、.*、""；$/,
      },
    );
  });

  it('Fastify schema validation and a body that is not JSON', async () => {
    const body = JSON.stringify({ size: 10 });
    await inBothLanguages((lang) => send(lang, 'POST', '/api/test/schema', { headers: json, body }), 400, {
      en: /^body\.name: is required;/,
      zh: /^body\.name：不能为空；/,
    });
    await inBothLanguages((lang) => send(lang, 'POST', '/prompt/add', { headers: json, body: '{' }), 400, {
      en: 'body: is not valid JSON, though its Content-Type is application/json;',
      zh: 'body：Content-Type 为 application/json，但内容不是合法的 JSON；',
    });
  });

  it('an unknown route', async () => {
    await inBothLanguages((lang) => send(lang, 'GET', '/api/v1/does/not/exist'), 404, {
      en: 'Not found: GET /api/v1/does/not/exist',
      zh: '接口不存在：GET /api/v1/does/not/exist',
    });
  });

  it('another host (421) and a cross-site change (403)', async () => {
    await inBothLanguages(
      (lang) => send(lang, 'GET', '/api/v1/users', { headers: { host: 'evil.example' } }),
      421,
      {
        en: /does not answer for the host "evil\.example"/,
        zh: '本服务不响应发往主机名 "evil.example" 的请求',
      },
    );
    const crossSite = (lang: Language) =>
      send(lang, 'POST', '/prompt/add', { headers: { ...json, origin: 'https://evil.example' }, body: '{}' });
    await inBothLanguages(crossSite, 403, {
      en: 'Cross-site request refused: origin https://evil.example may not change data here',
      zh: '已拒绝跨站请求：不允许来源为 https://evil.example 的页面修改这里的数据',
    });
  });

  it('a query string too long for the HTTP parser (431), read from the refused bytes', async () => {
    const raw = (lang: Language) =>
      new Promise<Answer>((resolve, reject) => {
        const socket = net.connect(Number(new URL(server.baseUrl).port), '127.0.0.1', () =>
          socket.write(
            `GET /api/v1/users?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
              `Accept-Language: ${ACCEPT[lang]}\r\n\r\n`,
          ),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () =>
          resolve({ status: Number(text.split(' ')[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) }),
        );
        socket.on('error', reject);
      });
    await inBothLanguages(raw, 431, {
      en: 'The request line or headers are too large',
      zh: '请求行或请求头过大',
    });
  });
});

describe('stream error frames in the language of Accept-Language', () => {
  it('tells a chat without any model why, in the caller’s language', async () => {
    const body = JSON.stringify({ user_input: 'Hi', chat_mode: 'chat_normal' });
    const en = await send('en', 'POST', '/api/v1/chat/completions', { headers: json, body });
    const zh = await send('zh', 'POST', '/api/v1/chat/completions', { headers: json, body });
    expect(en.body).toMatch(
      /^data: \[SERVER_ERROR\]No language model is available: add one in Construct → Models/,
    );
    expect(zh.body).toMatch(/^data: \[SERVER_ERROR\]暂无可用的语言模型：请在“应用管理 → 模型”中添加/);
  });

  it('tells a prompt test without any model why', async () => {
    const body = JSON.stringify({ prompt_type: 'Normal', content: 'Be brief.', user_input: 'Hi' });
    const zh = await send('zh', 'POST', '/prompt/template/debug', { headers: json, body });
    expect(zh.body).toBe('data:[SERVER_ERROR]服务器上还没有配置语言模型\n\n');
  });
});

describe('which language a header asks for, over HTTP', () => {
  it.each([
    [undefined, 'Not found'],
    ['zh', '接口不存在'],
    ['zh-Hans-CN', '接口不存在'],
    ['fr-FR, zh;q=0.5', '接口不存在'],
    ['fr', 'Not found'],
    ['zh;q=0.4, en;q=0.6', 'Not found'],
  ])('Accept-Language %s', async (header, start) => {
    const res = await fetch(`${server.baseUrl}/api/nothing`, {
      headers: header === undefined ? {} : { 'accept-language': header },
    });
    expect((await res.json()).err_msg).toMatch(new RegExp(`^${start}`));
  });
});
