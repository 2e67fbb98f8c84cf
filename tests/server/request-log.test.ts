import { PassThrough } from 'node:stream';
import { startTestServer, type TestServer } from './harness';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
}

let server: TestServer;
const lines: LogLine[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
  });
  server = await startTestServer({ env: { LOG_LEVEL: 'info' }, logStream: stream });
});
afterAll(() => server.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('request log', () => {
  it('writes one line per request at info: method, url, status and time', async () => {
    lines.length = 0;
    await (await fetch(`${server.baseUrl}/api/v1/users`)).text();
    await (await fetch(`${server.baseUrl}/api/v1/chat/dialogue/messages/history?con_uid=missing`)).text();
    await (await fetch(`${server.baseUrl}/api/v1/chat/dialogue/list?page=0`)).text();
    await settle();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        url: '/api/v1/users',
        statusCode: 200,
      }),
      expect.objectContaining({ level: 30, method: 'GET', statusCode: 404 }),
      expect.objectContaining({
        level: 30,
        method: 'GET',
        url: '/api/v1/chat/dialogue/list?page=0',
        statusCode: 400,
      }),
    ]);
    expect(lines.every((line) => typeof line.responseTime === 'number' && line.reqId)).toBe(true);
  });

  it('keeps a line short when the address is long', async () => {
    lines.length = 0;
    await (await fetch(`${server.baseUrl}/api/v1/users?filler=${'x'.repeat(10_000)}`)).text();
    await settle();
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0]).length).toBeLessThan(600);
  });
});
