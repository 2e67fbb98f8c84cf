import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/**
 * An MCP server for tests, built with the official SDK: `add`, `lookup_order` (an error result for an
 * unknown order), `slow` (sleeps the seconds asked, to pass a time-out) and `greeting` (reads
 * `MCP_TEST_GREETING` from its environment). Served over stdio by `mcp-stdio-server.ts`, or over
 * streamable HTTP (`/mcp`) and SSE (`/sse` + `/messages`) on loopback by {@link startMcpHttpServer}.
 */

export const ORDERS: Record<string, { status: string; total: number }> = {
  'A-1': { status: 'shipped', total: 42.5 },
  'B-7': { status: 'waiting for payment', total: 9.99 },
};

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createMcpTestServer(): McpServer {
  const server = new McpServer({ name: 'test-tools', version: '1.0.0' });
  server.registerTool(
    'add',
    { description: 'Adds two numbers.', inputSchema: { a: z.number(), b: z.number() } },
    ({ a, b }) => text(String(a + b)),
  );
  server.registerTool(
    'lookup_order',
    { description: 'Looks up an order by its id.', inputSchema: { order_id: z.string().min(1) } },
    ({ order_id }) => {
      const order = ORDERS[order_id];
      if (!order) return { ...text(`No order ${order_id}`), isError: true };
      return text(JSON.stringify({ order_id, ...order }));
    },
  );
  server.registerTool(
    'slow',
    { description: 'Answers after the given seconds.', inputSchema: { seconds: z.number().min(0) } },
    async ({ seconds }) => {
      await sleep(seconds * 1000);
      return text('done');
    },
  );
  server.registerTool('greeting', { description: 'Says the greeting it was started with.' }, () =>
    text(process.env.MCP_TEST_GREETING ?? 'no greeting'),
  );
  return server;
}

/** How to start the stdio server: `node --import tsx <script>`, from the repository root. */
export const STDIO_SERVER_COMMAND = {
  command: process.execPath,
  args: ['--import', 'tsx', path.resolve('tests/support/mcp-stdio-server.ts')],
};

export interface McpHttpServer {
  /** Base URL: streamable HTTP at `${url}/mcp`, SSE at `${url}/sse`. */
  url: string;
  /** The `authorization` header of each request, in order. */
  readonly authorizations: (string | undefined)[];
  /** Sessions currently open (both transports). */
  readonly openSessions: number;
  close(): Promise<void>;
}

export async function startMcpHttpServer(): Promise<McpHttpServer> {
  const streamable = new Map<string, StreamableHTTPServerTransport>();
  const sse = new Map<string, SSEServerTransport>();
  const authorizations: (string | undefined)[] = [];

  async function handleStreamable(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const id = request.headers['mcp-session-id'];
    const existing = typeof id === 'string' ? streamable.get(id) : undefined;
    if (existing) return existing.handleRequest(request, response);
    if (request.method !== 'POST') {
      response.writeHead(404).end();
      return;
    }
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sessionId) => void streamable.set(sessionId, transport),
      onsessionclosed: (sessionId) => void streamable.delete(sessionId),
    });
    await createMcpTestServer().connect(transport);
    await transport.handleRequest(request, response);
  }

  async function handleSse(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method === 'GET' && url.pathname === '/sse') {
      const transport = new SSEServerTransport('/messages', response);
      sse.set(transport.sessionId, transport);
      response.on('close', () => sse.delete(transport.sessionId));
      await createMcpTestServer().connect(transport);
      return;
    }
    const transport = sse.get(url.searchParams.get('sessionId') ?? '');
    if (!transport) {
      response.writeHead(404).end();
      return;
    }
    await transport.handlePostMessage(request, response);
  }

  const server = createServer((request, response) => {
    authorizations.push(request.headers.authorization);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const handled =
      url.pathname === '/mcp' ? handleStreamable(request, response) : handleSse(request, response, url);
    handled.catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    authorizations,
    get openSessions() {
      return streamable.size + sse.size;
    },
    async close() {
      await Promise.allSettled(
        [...streamable.values(), ...sse.values()].map((transport) => transport.close()),
      );
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
