import type { HttpToolDefinition } from '@/contract/dbgpts-package';
import { toolDefinition } from '@/server/agents/agent-tool';
import { toolRuntime } from '@/server/plugins/runtime/tool-runtime';
import type { OpenedTools } from '@/server/plugins/runtime/tool-runtime';
import { startHttpToolServer, type HttpToolServer } from '../support/http-tool-server';
import { callTool } from './plugin-tools-helpers';

let api: HttpToolServer;
let shop: OpenedTools;
const signal = () => AbortSignal.timeout(20_000);

function shopDefinition(headers: Record<string, string> = { 'x-api-key': 'shop-key' }): HttpToolDefinition {
  return { kind: 'http', name: 'shop', openapi: api.openapi, headers };
}

beforeAll(async () => {
  api = await startHttpToolServer({ apiKey: 'shop-key' });
  shop = await toolRuntime.open(shopDefinition(), {
    signal: signal(),
    allowPrivateAddresses: true,
    callTimeoutMs: 1_000,
  });
});
afterAll(async () => {
  await shop.close();
  await api.close();
});

describe('HTTP tools from an OpenAPI document', () => {
  it('offers each operation with an operationId, its parameters and body as one JSON Schema', async () => {
    const listed = await toolRuntime.listTools(shopDefinition(), { signal: signal() });
    expect(listed.map((tool) => tool.name)).toEqual(['getOrder', 'createQuote', 'slowReport', 'exportAll']);
    expect(listed[0]).toMatchObject({
      description: 'Reads an order.',
      input_schema: {
        type: 'object',
        properties: { order_id: { type: 'string' }, fields: { enum: ['status', 'all'] } },
        required: ['order_id'],
      },
    });
    const shown = toolDefinition(shop.tools.find((tool) => tool.name === 'shop_createQuote')!);
    expect(shown.parameters).toMatchObject({
      required: ['body'],
      properties: { body: { $ref: '#/$defs/QuoteRequest' } },
      $defs: { QuoteRequest: { required: ['items'] } },
    });
  });

  it('calls an operation with its path, query and header arguments and the definition’s headers', async () => {
    const before = api.requests.length;
    const result = await callTool(shop.tools, 'shop_getOrder', {
      order_id: 'A-1',
      fields: 'status',
      'x-request-tag': 'agent',
    });

    expect(result).toEqual({ ok: true, output: { text: '{"status":"shipped"}' } });
    const [request] = api.requests.slice(before);
    expect(request).toMatchObject({ method: 'GET', path: '/api/orders/A-1', query: { fields: ['status'] } });
    expect(request?.headers).toMatchObject({ 'x-api-key': 'shop-key', 'x-request-tag': 'agent' });
  });

  it('sends the JSON body checked against the document’s schema', async () => {
    const quote = await callTool(shop.tools, 'shop_createQuote', {
      body: {
        items: [
          { sku: 'lamp', quantity: 2 },
          { sku: 'cable', quantity: 4 },
        ],
      },
    });
    expect(quote).toEqual({ ok: true, output: { text: '{"total":50}' } });
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('tells the model arguments that do not fit, without calling the API', async () => {
    const before = api.requests.length;
    const badQuantity = await callTool(shop.tools, 'shop_createQuote', {
      body: { items: [{ sku: 'lamp', quantity: 0 }] },
    });
    expect(badQuantity).toEqual({
      ok: false,
      error: expect.stringContaining('arguments/body/items/0/quantity must be >= 1'),
    });
    const badEnum = await callTool(shop.tools, 'shop_getOrder', { order_id: 'A-1', fields: 'everything' });
    expect(badEnum).toEqual({
      ok: false,
      error: expect.stringContaining('arguments/fields must be equal to one of the allowed values'),
    });
    const missing = await callTool(shop.tools, 'shop_getOrder', { fields: 'all' });
    expect(missing).toEqual({
      ok: false,
      error: expect.stringContaining("must have required property 'order_id'"),
    });
    expect(api.requests.length).toBe(before);
  });

  it('tells the model what the API answered when it refuses', async () => {
    const unknown = await callTool(shop.tools, 'shop_getOrder', { order_id: 'Q 9' });
    expect(unknown).toEqual({
      ok: false,
      error: 'The tool answered with HTTP status 404: {"message":"order Q 9 not found"}',
    });

    const keyless = await toolRuntime.open(shopDefinition({}), {
      signal: signal(),
      allowPrivateAddresses: true,
      language: 'zh',
    });
    const refused = await callTool(keyless.tools, 'shop_getOrder', { order_id: 'A-1' });
    expect(refused).toEqual({ ok: false, error: '工具返回了 HTTP 状态 401：{"message":"bad API key"}' });
  });

  it('stops a call at its time-out and refuses an answer over the size limit', async () => {
    const slow = await callTool(shop.tools, 'shop_slowReport', { ms: 3_000 });
    expect(slow).toEqual({ ok: false, error: 'The tool did not answer within 1 s.' });
    expect(await callTool(shop.tools, 'shop_slowReport', { ms: 10 })).toEqual({
      ok: true,
      output: { text: '{"report":"ready"}' },
    });

    const big = await callTool(shop.tools, 'shop_exportAll', {});
    expect(big).toEqual({
      ok: false,
      error: 'The tool answered with more than 1 MB; its answer was not read.',
    });
  });

  it('keeps a user’s own tool off loopback, and needs a server to call', async () => {
    const guarded = await toolRuntime.open(shopDefinition(), { signal: signal() });
    const refused = await callTool(guarded.tools, 'shop_getOrder', { order_id: 'A-1' });
    expect(refused).toEqual({ ok: false, error: expect.stringContaining('127.0.0.1') });

    const serverless: HttpToolDefinition = {
      kind: 'http',
      name: 'nowhere',
      openapi: { ...api.openapi, servers: [] },
    };
    await expect(toolRuntime.open(serverless, { signal: signal() })).rejects.toThrow(
      'The tool "nowhere" has no server to call: give it a base URL, or a "servers" entry in its OpenAPI document.',
    );
  });
});
