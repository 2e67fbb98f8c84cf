import { createServer } from 'node:net';
import { rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { chatFlowDefinition, dcall, makeHub } from './dbgpts-helpers';
import { makeTempDir, startTestServer, type TestServer } from './harness';

interface LogLine {
  level: number;
  msg: string;
  hub?: string;
  reason?: string;
}

let server: TestServer;
const dirs: string[] = [];

afterEach(async () => {
  await server?.close();
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The server with its log captured line by line. */
async function startLoggedServer() {
  const lines: LogLine[] = [];
  const stream = new PassThrough();
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
  });
  const builtin = await makeTempDir('dbgpt-empty-hub-');
  dirs.push(builtin);
  server = await startTestServer({ env: { LOG_LEVEL: 'info', BUILTIN_HUB_DIR: builtin }, logStream: stream });
  return lines;
}

/** An address nothing listens on: a port taken and given back. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('hub refresh failures in the log', () => {
  it('logs a hub that cannot be reached or read as a warning naming it and why, never as an unhandled error', async () => {
    const lines = await startLoggedServer();
    const folder = await makeHub([{ type: 'flow', name: 'soon-gone', definition: chatFlowDefinition() }]);
    dirs.push(folder);
    const sources = [
      { channel: 'folder', url: folder, name: 'gone-folder' },
      { channel: 'git', url: `http://127.0.0.1:${await closedPort()}/team/hub.git`, name: 'unreachable' },
      { channel: 'git', url: 'file:///no/such/repository.git', name: 'bad-url' },
    ];
    for (const source of sources)
      expect((await dcall(server, 'POST', '/hub/sources', source)).status).toBe(200);
    await rm(folder, { recursive: true, force: true });
    lines.length = 0;

    const refresh = await dcall(server, 'POST', '/hub/source/refresh', {});
    expect(refresh.status).toBe(502);
    expect(refresh.body).toMatchObject({ success: false, err_code: 'E0020' });

    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings.map((line) => line.hub).sort()).toEqual(['bad-url', 'gone-folder', 'unreachable']);
    const reasonOf = (hub: string) => warnings.find((line) => line.hub === hub)?.reason;
    expect(reasonOf('gone-folder')).toBe(
      `The hub "gone-folder" cannot be read: there is no folder ${folder} on the server`,
    );
    expect(reasonOf('unreachable')).toMatch(
      /^The hub "unreachable" could not be fetched from http:\/\/127\.0\.0\.1:\d+/,
    );
    expect(reasonOf('bad-url')).toMatch(/^The hub "bad-url" could not be fetched from file:\/\/\/no\/such/);
  });
});
