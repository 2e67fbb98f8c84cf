import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { McpToolDefinition } from '@/contract/dbgpts-package';
import { toolRuntime } from '@/server/plugins/runtime/tool-runtime';
import { ToolProblem } from '@/server/plugins/runtime/tool-problem';
import { STDIO_SERVER_COMMAND, startMcpHttpServer, type McpHttpServer } from '../support/mcp-test-server';
import { callTool } from './plugin-tools-helpers';

let http: McpHttpServer;
let tempDir: string;
beforeAll(async () => {
  http = await startMcpHttpServer();
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'mcp-stdio-'));
});
afterAll(async () => {
  await http.close();
  await rm(tempDir, { recursive: true, force: true });
});

const signal = () => AbortSignal.timeout(20_000);
const trusted = { allowPrivateAddresses: true };

function definitions(): Record<string, McpToolDefinition> {
  return {
    stdio: {
      kind: 'mcp',
      name: 'local-tools',
      transport: 'stdio',
      ...STDIO_SERVER_COMMAND,
      env: { MCP_TEST_GREETING: 'hello from stdio', MCP_TEST_PID_FILE: path.join(tempDir, 'pid') },
    },
    streamable_http: {
      kind: 'mcp',
      name: 'http-tools',
      transport: 'streamable_http',
      url: `${http.url}/mcp`,
      headers: { authorization: 'Bearer mcp-secret' },
    },
    sse: { kind: 'mcp', name: 'sse.tools', transport: 'sse', url: `${http.url}/sse` },
  };
}

describe.each(['stdio', 'streamable_http', 'sse'] as const)('an MCP server over %s', (transport) => {
  it('lists its tools with their argument schemas', async () => {
    const tools = await toolRuntime.listTools(definitions()[transport], { signal: signal(), ...trusted });

    expect(tools.map((tool) => tool.name).sort()).toEqual(['add', 'greeting', 'lookup_order', 'slow']);
    const add = tools.find((tool) => tool.name === 'add');
    expect(add?.description).toBe('Adds two numbers.');
    expect(add?.input_schema).toMatchObject({ type: 'object', properties: { a: { type: 'number' } } });
  });

  it('opens one session whose tools answer, checks arguments, and closes', async () => {
    const definition = definitions()[transport];
    const opened = await toolRuntime.open(definition, { signal: signal(), ...trusted });
    try {
      const prefix = definition.name.replace('.', '_');
      expect(opened.tools.map((tool) => tool.name).sort()).toEqual(
        ['add', 'greeting', 'lookup_order', 'slow'].map((name) => `${prefix}_${name}`),
      );
      expect(await callTool(opened.tools, `${prefix}_add`, { a: 2, b: 3 })).toEqual({
        ok: true,
        output: { text: '5' },
      });
      const order = await callTool(opened.tools, `${prefix}_lookup_order`, { order_id: 'A-1' });
      expect(order.ok && JSON.parse(order.output.text)).toEqual({
        order_id: 'A-1',
        status: 'shipped',
        total: 42.5,
      });

      const bad = await callTool(opened.tools, `${prefix}_add`, { a: 'two', b: 3 });
      expect(bad).toEqual({
        ok: false,
        error: expect.stringMatching(/^The arguments do not fit the tool: .*arguments\/a must be number/s),
      });
      const missing = await callTool(opened.tools, `${prefix}_lookup_order`, { order_id: 'Z-9' });
      expect(missing).toEqual({ ok: false, error: 'The tool reported an error: No order Z-9' });
    } finally {
      await opened.close();
    }
    if (transport !== 'stdio') await vi.waitFor(() => expect(http.openSessions).toBe(0));
  });
});

describe('MCP sessions', () => {
  it('passes the stdio server its environment and ends its process on close', async () => {
    const opened = await toolRuntime.open(definitions().stdio, { signal: signal() });
    const greeting = await callTool(opened.tools, 'local-tools_greeting', {});
    expect(greeting).toEqual({ ok: true, output: { text: 'hello from stdio' } });
    const pid = Number(await readFile(path.join(tempDir, 'pid'), 'utf8'));
    expect(() => process.kill(pid, 0)).not.toThrow();

    await opened.close();
    await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow(), { timeout: 5_000 });
  });

  it('sends the definition’s headers to an HTTP server', async () => {
    const before = http.authorizations.length;
    await toolRuntime.listTools(definitions().streamable_http, { signal: signal(), ...trusted });
    expect(http.authorizations.slice(before)).toContain('Bearer mcp-secret');
  });

  it('tells the model a call that outlasts the time-out, and the session still answers after it', async () => {
    const opened = await toolRuntime.open(definitions().streamable_http, {
      signal: signal(),
      ...trusted,
      callTimeoutMs: 500,
    });
    try {
      const started = Date.now();
      const slow = await callTool(opened.tools, 'http-tools_slow', { seconds: 5 });
      expect(slow).toEqual({ ok: false, error: 'The tool did not answer within 1 s.' });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await callTool(opened.tools, 'http-tools_add', { a: 1, b: 1 })).toEqual({
        ok: true,
        output: { text: '2' },
      });
    } finally {
      await opened.close();
    }
  });

  it('keeps a user’s own server off loopback unless private addresses are allowed', async () => {
    const refused = toolRuntime.listTools(definitions().streamable_http, { signal: signal() });
    await expect(refused).rejects.toBeInstanceOf(ToolProblem);
    await expect(refused).rejects.toThrow(/127\.0\.0\.1/);
  });

  it('says what is missing from a definition, and why a server cannot be reached', async () => {
    const noCommand: McpToolDefinition = { kind: 'mcp', name: 'broken', transport: 'stdio' };
    await expect(toolRuntime.open(noCommand, { signal: signal() })).rejects.toThrow(
      'The MCP server "broken" runs over stdio and needs a command.',
    );
    const gone: McpToolDefinition = {
      kind: 'mcp',
      name: 'gone',
      transport: 'streamable_http',
      url: 'http://127.0.0.1:1/mcp',
    };
    const failure = await toolRuntime
      .open(gone, { signal: signal(), ...trusted })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ToolProblem);
    expect((failure as ToolProblem).text.in('zh')).toMatch(/^工具调用失败：/);
  });
});
