import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { McpTestResult } from '@/contract/hub';
import type { MyPlugin } from '@/contract/plugin';
import { call } from './app-helpers';
import { startTestServer, type TestServer } from './harness';
import { fixtureToolRuntime, post, rawPost, storeProbeRoutes } from './plugins-helpers';

// The tool runtime (MCP client) is another helper's: `fixtureToolRuntime` stands in for it here.
let server: TestServer;
let runtime: ReturnType<typeof fixtureToolRuntime>;
const TOKEN = 'mcp-secret-7c1d9e3f5a2b4c6d8e0f1a3b5c7d9e1f';

beforeAll(async () => {
  runtime = fixtureToolRuntime();
  server = await startTestServer({ plugins: [storeProbeRoutes] });
});

afterAll(async () => {
  await server.close();
});

const testMcp = (body: unknown, user = 'alice', language: 'en' | 'zh' = 'en') =>
  call<McpTestResult>(server, 'POST', '/api/v1/agent/mcp/test', body, { user, language });
const save = (body: unknown, user = 'alice') =>
  call<MyPlugin>(server, 'POST', '/api/v1/agent/mcp', body, { user });

describe('testing an MCP server (POST /api/v1/agent/mcp/test)', () => {
  it("lists a URL server's tools, handing the runtime the headers", async () => {
    const body = {
      name: 'docs',
      transport: 'streamable_http',
      url: 'http://127.0.0.1:9/mcp',
      headers: { Authorization: `Bearer ${TOKEN}` },
    };
    const answer = await testMcp(body, '001');
    expect(answer.body).toMatchObject({
      success: true,
      data: { tools: [{ name: 'echo', description: 'Says it back', input_schema: { type: 'object' } }] },
    });
    expect(runtime.seen.at(-1)).toMatchObject({ kind: 'mcp', name: 'docs', headers: body.headers });
  });

  it('keeps stdio servers (a command run on this server) for administrators', async () => {
    const body = {
      name: 'files',
      transport: 'stdio',
      command: 'npx',
      args: ['some-mcp-server'],
      env: { KEY: TOKEN },
    };
    const refused = await testMcp(body, 'alice', 'zh');
    expect(refused.status).toBe(403);
    expect(refused.body.err_msg).toBe('只有管理员可以添加在服务器上运行命令的 MCP 服务（stdio）');
    expect((await save(body)).status).toBe(403);
    const allowed = await testMcp(body, '001');
    expect(allowed.body.data.tools.map((tool) => tool.name)).toEqual(['echo']);
    expect(runtime.seen.at(-1)).toMatchObject({ command: 'npx', env: { KEY: TOKEN } });
  });

  it('refuses loopback and private addresses to non-administrators', async () => {
    for (const url of ['http://127.0.0.1:3000/mcp', 'http://localhost:3000/sse', 'http://10.1.2.3/mcp']) {
      const answer = await testMcp({ name: 'inside', transport: 'sse', url });
      expect(answer.status).toBe(403);
      expect(answer.body.err_msg).toMatch(
        /^Only an administrator may add an MCP server on a loopback or private address/,
      );
    }
    const unknown = await testMcp({
      name: 'nowhere',
      transport: 'sse',
      url: 'https://no-such-host.invalid/sse',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.err_msg).toBe('The MCP server host no-such-host.invalid cannot be found');
  });

  it('refuses requests that cannot describe a server', async () => {
    const cases: [unknown, number, string][] = [
      [{ name: 'x', transport: 'sse' }, 400, 'An MCP server over sse needs a URL'],
      [
        { name: 'x', transport: 'sse', url: 'ftp://example.com/x' },
        400,
        'The MCP server address must be an http:// or https:// URL: ftp://example.com/x',
      ],
      [{ name: 'x', transport: 'stdio' }, 400, 'An MCP server over stdio needs a command to run'],
      [{ name: 'bad name', transport: 'sse', url: 'https://example.com' }, 400, 'name'],
      [{ name: 'x', transport: 'websocket', url: 'https://example.com' }, 400, 'transport'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await testMcp(body, '001');
      expect(answer.status).toBe(status);
      expect(answer.body.success).toBe(false);
      expect(answer.body.err_msg).toContain(message);
    }
  });

  it('answers 502 with the reason when the server cannot start', async () => {
    const answer = await testMcp({ name: 'gone', transport: 'stdio', command: 'missing' }, '001');
    expect(answer.status).toBe(502);
    expect(answer.body.err_msg).toBe('The MCP server gone could not be used: spawn missing ENOENT');
  });

  it('gives up after 20 seconds', { timeout: 30_000 }, async () => {
    const started = Date.now();
    const answer = await testMcp({ name: 'sleepy', transport: 'sse', url: 'http://127.0.0.1:9/slow' }, '001');
    const waited = Date.now() - started;
    expect(answer.status).toBe(502);
    expect(answer.body.err_msg).toBe('The MCP server sleepy did not answer within 20 seconds');
    expect(waited).toBeGreaterThanOrEqual(19_500);
    expect(waited).toBeLessThan(25_000);
  });
});

describe('saving an MCP server as a plugin (POST /api/v1/agent/mcp)', () => {
  it('installs it for the caller, its secrets never answered', async () => {
    const body = {
      name: 'search',
      description: 'Web search',
      transport: 'sse',
      url: 'https://203.0.114.10/sse',
      headers: { 'X-Api-Key': TOKEN },
    };
    const raw = await rawPost(server, '/api/v1/agent/mcp', body);
    expect(raw).not.toContain(TOKEN);
    const saved = JSON.parse(raw) as { data: MyPlugin };
    expect(saved.data).toMatchObject({ name: 'search', type: 'mcp(sse)', user_code: 'alice', source: 'mcp' });
    const mine = await rawPost(server, '/api/v1/agent/my');
    expect(mine).toContain('"search"');
    expect(mine).not.toContain(TOKEN);
    const options = await call(server, 'GET', '/api/v1/app/resources/list?type=tool(mcp(sse))', undefined, {
      user: 'alice',
    });
    expect(options.body.data).toEqual([{ label: 'search', key: 'search', description: 'Web search' }]);

    const twice = await save(body);
    expect(twice.status).toBe(409);
    expect(twice.body.err_code).toBe('E0021');
  });

  it('keeps an administrator stdio server with its environment sealed', async () => {
    const body = {
      name: 'local-files',
      transport: 'stdio',
      command: 'node',
      args: ['server.js'],
      env: { TOKEN },
    };
    const raw = await rawPost(server, '/api/v1/agent/mcp', body, '001');
    expect(raw).not.toContain(TOKEN);
    expect(JSON.parse(raw).data).toMatchObject({
      type: 'mcp(stdio)',
      definition: { command: 'node', env: { TOKEN: 'mcp…9e1f' } },
    });
    const found = await call<{ definition: { env: Record<string, string> } }>(
      server,
      'POST',
      '/test/plugins/find',
      { name: 'local-files', user: '001' },
    );
    expect(found.body.data.definition.env).toEqual({ TOKEN });
    const uninstalled = await post(server, '/api/v1/agent/uninstall?plugin_name=local-files', {
      user: '001',
    });
    expect(uninstalled.body.success).toBe(true);
  });
});
