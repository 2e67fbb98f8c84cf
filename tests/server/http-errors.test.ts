import net from 'node:net';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function expectEnvelope(res: Response, status: number, errCode: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await res.json();
  expect(body).toEqual({ success: false, err_code: errCode, err_msg: expect.any(String), data: null });
  return body;
}

/** Sends raw bytes and answers the raw HTTP response. */
function rawRequest(bytes: string): Promise<string> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('errors raised by the HTTP layer before any route', () => {
  it.each(['/api/%ZZ', '/prompt/%E0%A4%A', '/%ZZ'])(
    'answers a malformed address %s with 400 E0001',
    async (p) => {
      const body = await expectEnvelope(await fetch(`${server.baseUrl}${p}`), 400, 'E0001');
      expect(body.err_msg).toMatch(/not a valid URL/);
    },
  );

  it('answers a path parameter longer than the router allows with 414', async () => {
    const res = await fetch(`${server.baseUrl}/api/v2/serve/file/files/bucket/${'x'.repeat(500)}`);
    await expectEnvelope(res, 414, '414');
  });

  it('answers a 1 MB query string with 431', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/chat/dialogue/list?q=${'x'.repeat(1024 * 1024)}`);
    await expectEnvelope(res, 431, '431');
  });

  it('answers headers that are too large with 431', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/users`, {
      headers: { 'x-big': 'x'.repeat(64 * 1024) },
    });
    await expectEnvelope(res, 431, '431');
  });

  it('answers a request that is not HTTP with 400 in the envelope', async () => {
    const answer = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toMatchObject({ success: false, err_code: 'E0001', data: null });
  });

  it('keeps serving after these errors', async () => {
    expect((await fetch(`${server.baseUrl}/api/v1/users`)).status).toBe(200);
  });
});
