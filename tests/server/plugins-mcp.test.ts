import { readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { McpTestResult } from '@/contract/hub';
import type { MyPlugin } from '@/contract/plugin';
import { STDIO_SERVER_COMMAND, startMcpHttpServer, type McpHttpServer } from '../support/mcp-test-server';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { call, createApp } from './app-helpers';
import { chat } from './chat-test-helpers';
import { makeTempDir, startTestServer, type TestServer } from './harness';
import { post, rawPost, storeProbeRoutes } from './plugins-helpers';
import { oneModelEnv } from './flow-helpers';

// The real tool runtime against the MCP test server (stdio, streamable HTTP and SSE on loopback).
let server: TestServer;
let fake: FakeOpenAI;
let mcp: McpHttpServer;
/** Accepts connections and never answers. */
let silent: Server;
let silentUrl: string;
let tempDir: string;
const TOKEN = 'mcp-secret-7c1d9e3f5a2b4c6d8e0f1a3b5c7d9e1f';
const TOOL_NAMES = ['add', 'lookup_order', 'slow', 'greeting'];

beforeAll(async () => {
  mcp = await startMcpHttpServer();
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  tempDir = await makeTempDir('plugins-mcp-');
  fake = await startFakeOpenAI();
  server = await startTestServer({
    plugins: [storeProbeRoutes],
    env: {
      ...oneModelEnv(fake.url),
    },
  });
});

afterAll(async () => {
  await server.close();
  await mcp.close();
  await fake.close();
  silent.closeAllConnections();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
  await rm(tempDir, { recursive: true, force: true });
});

const testMcp = (body: unknown, user = 'alice', language: 'en' | 'zh' = 'en') =>
  call<McpTestResult>(server, 'POST', '/api/v1/agent/mcp/test', body, { user, language });
const save = (body: unknown, user = 'alice') =>
  call<MyPlugin>(server, 'POST', '/api/v1/agent/mcp', body, { user });

describe('testing an MCP server (POST /api/v1/agent/mcp/test)', () => {
  it("lists a URL server's tools over streamable HTTP and SSE, sending the headers", async () => {
    const body = {
      name: 'docs',
      transport: 'streamable_http',
      url: `${mcp.url}/mcp`,
      headers: { Authorization: `Bearer ${TOKEN}` },
    };
    const answer = await testMcp(body, '001');
    expect(answer.status).toBe(200);
    expect(answer.body.data.tools.map((tool) => tool.name)).toEqual(TOOL_NAMES);
    expect(answer.body.data.tools[0]).toMatchObject({
      name: 'add',
      description: 'Adds two numbers.',
      input_schema: { type: 'object', required: ['a', 'b'] },
    });
    expect(mcp.authorizations).toContain(`Bearer ${TOKEN}`);
    const sse = await testMcp({ name: 'docs', transport: 'sse', url: `${mcp.url}/sse` }, '001');
    expect(sse.body.data.tools.map((tool) => tool.name)).toEqual(TOOL_NAMES);
  });

  it('keeps stdio servers (a command run on this server) for administrators, started with their environment', async () => {
    const pidFile = path.join(tempDir, 'pid');
    const body = {
      name: 'files',
      transport: 'stdio',
      ...STDIO_SERVER_COMMAND,
      env: { KEY: TOKEN, MCP_TEST_PID_FILE: pidFile },
    };
    const refused = await testMcp(body, 'alice', 'zh');
    expect(refused.status).toBe(403);
    expect(refused.body.err_msg).toBe('只有管理员可以添加在服务器上运行命令的 MCP 服务（stdio）');
    expect((await save(body)).status).toBe(403);
    const allowed = await testMcp(body, '001');
    expect(allowed.body.data.tools.map((tool) => tool.name)).toEqual(TOOL_NAMES);
    expect(Number(await readFile(pidFile, 'utf8'))).toBeGreaterThan(0);
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
    const answer = await testMcp(
      { name: 'gone', transport: 'stdio', command: 'no-such-command-here' },
      '001',
    );
    expect(answer.status).toBe(502);
    expect(answer.body.err_msg).toMatch(/^The MCP server gone could not be used: .*no-such-command-here/);
  });

  it('gives up after 20 seconds', { timeout: 30_000 }, async () => {
    const started = Date.now();
    const answer = await testMcp(
      { name: 'sleepy', transport: 'streamable_http', url: `${silentUrl}/mcp` },
      '001',
    );
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

describe('an MCP server an administrator saved', () => {
  it('is reached on loopback when an agent of theirs calls it (DB-GPT admin list, no sign-in)', async () => {
    const saved = await save({ name: 'calc', transport: 'streamable_http', url: `${mcp.url}/mcp` }, '001');
    expect(saved.body.success).toBe(true);
    const app = await createApp(
      server,
      'Calculator',
      {
        details: [
          {
            agent_name: 'Assistant',
            resources: [{ type: 'tool(mcp(sse))', value: 'calc' }],
            llm_strategy: 'priority',
            llm_strategy_value: 'fake-model',
          },
        ],
      },
      '001',
    );
    fake.replyOnce({ toolCalls: [{ name: 'calc_add', arguments: { a: 2, b: 3 } }] });
    fake.replyOnce({ text: 'It is 5.' });
    const answer = await chat(
      server,
      { chat_mode: 'chat_agent', app_code: app.app_code, user_input: 'Add 2 and 3' },
      { userId: '001' },
    );
    expect(answer.payloads.join('')).toContain('It is 5.');
    expect(fake.chatRequests()[1]?.messages.at(-1)).toMatchObject({ role: 'tool', content: '5' });
  });
});
