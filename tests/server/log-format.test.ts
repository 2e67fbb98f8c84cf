import { PassThrough } from 'node:stream';
import { ConfigError, parseConfig } from '@/server/config';
import { effectiveLogFormat, loggerOptions } from '@/server/logging/logger-options';
import { prettyLogLine } from '@/server/logging/pretty-line';
import { startTestServer } from './harness';

const TIME = /^\d\d:\d\d:\d\d /;
const record = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: Date.now(), pid: 1, hostname: 'h', ...fields });
const plain = (line: string) => prettyLogLine(line, { colours: false });

/** Starts a server logging at info into a captured stream, makes one request, and answers the lines. */
async function logOfOneRequest(env: Record<string, string>): Promise<string[]> {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const server = await startTestServer({ env: { LOG_LEVEL: 'info', ...env }, logStream: stream });
  try {
    await (await fetch(`${server.baseUrl}/api/health`)).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    await server.close();
  }
  return text.split('\n').filter((line) => line.includes('/api/health'));
}

describe('readable log lines', () => {
  it('shows a request as time, level, method, path, status and time in ms', () => {
    const line = plain(
      record({
        reqId: 'req-1',
        method: 'GET',
        url: '/api/health',
        statusCode: 200,
        responseTime: 3,
        msg: 'request',
      }),
    );
    expect(line).toMatch(TIME);
    expect(line.slice(9)).toBe('INFO  GET /api/health 200 3 ms\n');
  });

  it('shows other lines as their message and their fields', () => {
    const line = plain(
      record({ level: 40, msg: 'web client not built; serving the API only', staticDir: '/srv/my out' }),
    );
    expect(line.slice(9)).toBe('WARN  web client not built; serving the API only staticDir="/srv/my out"\n');
    const failed = plain(
      record({
        level: 50,
        method: 'POST',
        url: '/x',
        statusCode: 500,
        responseTime: 12,
        msg: 'request failed',
        err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at here' },
      }),
    );
    expect(failed.slice(9)).toBe(
      'ERROR POST /x 500 12 ms request failed\n    Error: boom\n        at here\n',
    );
  });

  it('colours the level only when asked, and passes a line that is not JSON through', () => {
    expect(prettyLogLine(record({ level: 50, msg: 'x' }), { colours: true })).toContain(
      '\u001b[31mERROR\u001b[0m x',
    );
    expect(plain('not json\n')).toBe('not json\n');
  });
});

describe('LOG_FORMAT', () => {
  it('is read from the environment: unset is auto, json and pretty in any case', () => {
    expect(parseConfig({}).logFormat).toBe('auto');
    expect(parseConfig({ LOG_FORMAT: ' Pretty ' }).logFormat).toBe('pretty');
    expect(parseConfig({ LOG_FORMAT: 'JSON' }).logFormat).toBe('json');
    expect(() => parseConfig({ LOG_FORMAT: 'colour' })).toThrow(ConfigError);
  });

  it('auto means readable lines on a terminal only', () => {
    const terminal = Object.assign(new PassThrough(), { isTTY: true });
    expect(effectiveLogFormat('auto', terminal)).toBe('pretty');
    expect(effectiveLogFormat('auto', new PassThrough())).toBe('json');
    expect(effectiveLogFormat('json', terminal)).toBe('json');
    expect(effectiveLogFormat('pretty', new PassThrough())).toBe('pretty');
    expect(loggerOptions('info', 'json')).toEqual({ level: 'info' });
  });

  it('pretty makes the server write readable request lines', async () => {
    const lines = await logOfOneRequest({ LOG_FORMAT: 'pretty' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/health 200 \d+ ms$/);
  });

  it.each<Record<string, string>>([{ LOG_FORMAT: 'json' }, {}])(
    '%o keeps JSON lines when the output is not a terminal',
    async (env) => {
      const lines = await logOfOneRequest(env);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])).toMatchObject({
        level: 30,
        msg: 'request',
        method: 'GET',
        url: '/api/health',
      });
    },
  );
});
