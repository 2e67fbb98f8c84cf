import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP API for tests, with its OpenAPI 3 document: orders to read, quotes to make (a JSON body behind
 * a `$ref`), a slow report, a too-large export, and an operation without an `operationId` (not a tool).
 * Every request must carry the `x-api-key` it was started with, else 401.
 */

export interface ToolRequest {
  method: string;
  path: string;
  query: Record<string, string[]>;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface HttpToolServer {
  url: string;
  openapi: Record<string, unknown>;
  readonly requests: ToolRequest[];
  close(): Promise<void>;
}

const ORDERS: Record<string, { status: string; items: string[] }> = {
  'A-1': { status: 'shipped', items: ['lamp', 'cable'] },
};
const PRICES: Record<string, number> = { lamp: 20, cable: 2.5 };

function openapiFor(url: string): Record<string, unknown> {
  return {
    openapi: '3.0.3',
    info: { title: 'Shop API', version: '1.0.0' },
    servers: [{ url: `${url}/api` }],
    paths: {
      '/orders/{order_id}': {
        parameters: [{ name: 'order_id', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          operationId: 'getOrder',
          summary: 'Reads an order.',
          parameters: [
            { name: 'fields', in: 'query', schema: { type: 'string', enum: ['status', 'all'] } },
            { name: 'x-request-tag', in: 'header', schema: { type: 'string' } },
          ],
        },
      },
      '/quotes': {
        post: {
          operationId: 'createQuote',
          description: 'Prices a list of items.',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/QuoteRequest' } } },
          },
        },
      },
      '/reports/slow': {
        get: {
          operationId: 'slowReport',
          parameters: [{ name: 'ms', in: 'query', schema: { type: 'integer' } }],
        },
      },
      '/export': { get: { operationId: 'exportAll' } },
      '/health': { get: { summary: 'No operationId: not a tool.' } },
    },
    components: {
      schemas: {
        QuoteRequest: {
          type: 'object',
          required: ['items'],
          properties: {
            items: {
              type: 'array',
              minItems: 1,
              items: {
                type: 'object',
                required: ['sku', 'quantity'],
                properties: { sku: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } },
              },
            },
          },
        },
      },
    },
  };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function answer(url: URL, request: IncomingMessage, response: ServerResponse, body: unknown) {
  const order = /^\/api\/orders\/([^/]+)$/.exec(url.pathname);
  if (order && request.method === 'GET') {
    const id = decodeURIComponent(order[1] ?? '');
    const found = ORDERS[id];
    if (!found) return send(response, 404, { message: `order ${id} not found` });
    const fields = url.searchParams.get('fields');
    return send(response, 200, fields === 'status' ? { status: found.status } : { id, ...found });
  }
  if (url.pathname === '/api/quotes' && request.method === 'POST') {
    const { items } = body as { items: { sku: string; quantity: number }[] };
    const total = items.reduce((sum, item) => sum + (PRICES[item.sku] ?? 0) * item.quantity, 0);
    return send(response, 200, { total });
  }
  if (url.pathname === '/api/reports/slow') {
    await new Promise((resolve) => setTimeout(resolve, Number(url.searchParams.get('ms') ?? 0)));
    return send(response, 200, { report: 'ready' });
  }
  if (url.pathname === '/api/export') return send(response, 200, { rows: 'x'.repeat(2 * 1024 * 1024) });
  send(response, 404, { message: 'no such route' });
}

export async function startHttpToolServer(options: { apiKey: string }): Promise<HttpToolServer> {
  const requests: ToolRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    void readJson(request)
      .then(async (body) => {
        const query: Record<string, string[]> = {};
        for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
        requests.push({
          method: request.method ?? '',
          path: url.pathname,
          query,
          headers: request.headers,
          body,
        });
        if (request.headers['x-api-key'] !== options.apiKey)
          return send(response, 401, { message: 'bad API key' });
        await answer(url, request, response, body);
      })
      .catch(() => send(response, 400, { message: 'bad request' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    openapi: openapiFor(url),
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
