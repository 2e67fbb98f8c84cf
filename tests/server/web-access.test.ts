import http from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openStorage } from '@/server/storage/open';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { testDatabaseUrl } from './test-storage';
import { multipart } from './upload-helpers';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with headers fetch() will not send as given (`Host`, `Origin`, `Sec-Fetch-Site`). */
function request(
  server: TestServer,
  method: string,
  p: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<RawAnswer> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port, method, path: p, headers, agent: false },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function expectEnvelope(answer: RawAnswer, status: number, message: RegExp) {
  expect(answer.status).toBe(status);
  const body = JSON.parse(answer.body);
  expect(body).toMatchObject({ success: false, err_code: String(status), data: null });
  expect(body.err_msg).toMatch(message);
}

/** Conversations stored for `userId`, started or not (the list shows only started ones). */
async function countConversations(server: TestServer, userId: string): Promise<number> {
  const db = await openStorage(testDatabaseUrl(server.dataDir));
  try {
    const [row] = await db.query<{ count: number }>(
      'SELECT COUNT(*) AS count FROM conversations WHERE user_id = ?',
      [userId],
    );
    return row?.count ?? 0;
  } finally {
    await db.close();
  }
}

describe('Host header', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { ALLOWED_HOSTS: 'dbgpt.internal, Other.Example:8080', HOST: '10.1.2.3' },
    });
  });
  afterAll(() => server.close());

  it.each(['attacker.example', 'attacker.example:5670', '127.0.0.1.attacker.example', 'localhost.'])(
    'refuses Host %j with 421 in the envelope, API and pages alike',
    async (host) => {
      for (const p of ['/api/v1/users', '/', '/chat/']) {
        expectEnvelope(await request(server, 'GET', p, { host }), 421, /ALLOWED_HOSTS/);
      }
    },
  );

  it.each([
    'localhost:5670',
    'LOCALHOST',
    '127.0.0.1:1',
    '[::1]:5670',
    'dbgpt.internal',
    'other.example:9',
    '10.1.2.3:5670',
  ])('serves Host %j (loopback names, ALLOWED_HOSTS and the configured HOST, any port)', async (host) => {
    expect((await request(server, 'GET', '/api/v1/users', { host })).status).toBe(200);
  });

  it('accepts any Host with ALLOWED_HOSTS=*', async () => {
    const open = await startTestServer({ env: { ALLOWED_HOSTS: '*' } });
    try {
      expect((await request(open, 'GET', '/api/v1/users', { host: 'anything.example' })).status).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('does not take a wildcard listen address as a host name', async () => {
    const wide = await startTestServer({ env: { HOST: '0.0.0.0' } });
    try {
      expect((await request(wide, 'GET', '/api/v1/users', { host: '0.0.0.0:5670' })).status).toBe(421);
      expect((await request(wide, 'GET', '/api/v1/users', { host: 'localhost:5670' })).status).toBe(200);
    } finally {
      await wide.close();
    }
  });
});

describe('cross-site requests', () => {
  let server: TestServer;
  const ALLOWED = 'https://portal.example.com';
  beforeAll(async () => {
    server = await startTestServer({ env: { CORS_ORIGIN: ALLOWED } });
  });
  afterAll(() => server.close());

  const newDialogue = (headers: Record<string, string>) =>
    request(server, 'POST', '/api/v1/chat/dialogue/new?chat_mode=chat_normal', {
      'user-id': 'victim',
      ...headers,
    });

  it('refuses a body-less POST from another origin with 403 and creates nothing', async () => {
    for (const origin of [
      'http://evil.example',
      'null',
      `${server.baseUrl}.evil.example`,
      'http://localhost:1',
    ]) {
      expectEnvelope(await newDialogue({ origin }), 403, /Cross-site request refused/);
    }
    expectEnvelope(await newDialogue({ 'sec-fetch-site': 'cross-site' }), 403, /cross-site/);
    expect(await countConversations(server, 'victim')).toBe(0);
  });

  it('refuses a cross-site multipart upload', async () => {
    const own = await fetch(`${server.baseUrl}/api/v1/chat/dialogue/new?chat_mode=chat_normal`, {
      method: 'POST',
    });
    const convUid = (await own.json()).data.conv_uid;
    const { body, contentType } = multipart([{ name: 'a.txt', content: 'x' }]);
    const answer = await request(
      server,
      'POST',
      `/api/v1/resource/file/upload?conv_uid=${convUid}&chat_mode=chat_normal`,
      { origin: 'http://evil.example', 'content-type': contentType },
      body,
    );
    expectEnvelope(answer, 403, /origin http:\/\/evil\.example/);
  });

  it('accepts its own origin, a configured origin and requests without Origin (scripts, the SDK)', async () => {
    const { host } = new URL(server.baseUrl);
    const accepted: Record<string, string>[] = [
      { origin: server.baseUrl, 'sec-fetch-site': 'same-origin' },
      {
        origin: `http://${host.replace('127.0.0.1', 'localhost')}`,
        host: host.replace('127.0.0.1', 'localhost'),
      },
      { origin: ALLOWED, 'sec-fetch-site': 'cross-site' },
      {},
      { 'sec-fetch-site': 'none' },
    ];
    for (const headers of accepted) expect((await newDialogue(headers)).status).toBe(200);
    expect(await countConversations(server, 'victim')).toBe(accepted.length);
  });

  it('lets reads through: the browser keeps their answers from other sites (CORS)', async () => {
    const answer = await request(server, 'GET', '/api/v1/users', { origin: 'http://evil.example' });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends nosniff, a referrer policy and a content security policy with every answer', async () => {
    const server = await startTestServer();
    try {
      for (const p of ['/api/v1/users', '/api/nope', '/', '/missing-page']) {
        const res = await fetch(`${server.baseUrl}${p}`);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        const policy = res.headers.get('content-security-policy') ?? '';
        expect(policy).toContain("default-src 'self'");
        expect(policy).toContain("img-src 'self' data: blob:");
        expect(policy).toContain("font-src 'self' data:");
        expect(policy).toContain("object-src 'none'");
        expect(policy).toContain("frame-ancestors 'self'");
        expect(policy).toContain("connect-src 'self'");
      }
    } finally {
      await server.close();
    }
  });

  it('takes frame-ancestors from FRAME_ANCESTORS and the API base into connect-src, on the client’s pages too', async () => {
    const dataDir = await makeTempDir();
    const staticDir = path.join(dataDir, 'client');
    await mkdir(staticDir, { recursive: true });
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>client</title>');
    const server = await startTestServer({
      dataDir,
      env: {
        STATIC_DIR: staticDir,
        FRAME_ANCESTORS: 'self, https://portal.example.com https://*.intranet.example',
        NEXT_PUBLIC_API_BASE_URL: 'https://dbgpt.example.com/base/',
      },
    });
    try {
      const page = await fetch(`${server.baseUrl}/`);
      expect(await page.text()).toContain('client');
      const policy = page.headers.get('content-security-policy');
      expect(policy).toContain(
        "frame-ancestors 'self' https://portal.example.com https://*.intranet.example",
      );
      expect(policy).toContain("connect-src 'self' https://dbgpt.example.com;");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await server.close();
    }
  });

  it('keeps the stricter policy of a served file', async () => {
    const server = await startTestServer();
    try {
      const own = await fetch(`${server.baseUrl}/api/v1/chat/dialogue/new`, { method: 'POST' });
      const convUid = (await own.json()).data.conv_uid;
      const { body, contentType } = multipart([{ name: 'page.html', content: '<script>alert(1)</script>' }]);
      const uploaded = await fetch(
        `${server.baseUrl}/api/v1/resource/file/upload?conv_uid=${convUid}&chat_mode=chat_normal`,
        { method: 'POST', headers: { 'content-type': contentType }, body },
      );
      const file = (await uploaded.json()).data;
      const res = await fetch(`${server.baseUrl}/api/v2/serve/file/files/${file.bucket}/${file.file_id}`);
      expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'.*sandbox$/);
    } finally {
      await server.close();
    }
  });
});
