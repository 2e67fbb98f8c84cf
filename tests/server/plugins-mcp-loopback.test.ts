import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { McpTestResult } from '@/contract/hub';
import { toolRuntime } from '@/server/plugins/runtime/tool-runtime';
import { setToolRuntime } from '@/server/plugins/tool-seams';
import { startMcpHttpServer, type McpHttpServer } from '../support/mcp-test-server';
import { call } from './app-helpers';
import { startTestServer, type TestServer } from './harness';

// The real tool runtime against a real MCP server on loopback, which only administrators may reach.
let server: TestServer;
let mcp: McpHttpServer;

beforeAll(async () => {
  setToolRuntime(toolRuntime);
  mcp = await startMcpHttpServer();
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
  await mcp.close();
});

describe('an administrator testing an MCP server on loopback (POST /api/v1/agent/mcp/test)', () => {
  it('connects to it and lists its tools', async () => {
    const answer = await call<McpTestResult>(
      server,
      'POST',
      '/api/v1/agent/mcp/test',
      { name: 'order_desk', transport: 'streamable_http', url: `${mcp.url}/mcp` },
      { user: '001' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.tools.map((tool) => tool.name).sort()).toEqual([
      'add',
      'greeting',
      'lookup_order',
      'slow',
    ]);
  });
});
