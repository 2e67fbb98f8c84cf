import type { FlowData } from '@/contract/flow';
import { canvasNode, createFlow, edge, oneModelEnv } from './flow-helpers';
import { dbgptNode } from './dbgpt-canvas-helpers';
import { startTestServer, type TestServer } from './harness';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

let fake: FakeOpenAI;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({ env: oneModelEnv(fake.url) });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** DB-GPT's RequestHttpTrigger at `endpoint`, its request read by one of our transforms. */
async function deployRequestFlow(name: string, endpoint: string, methods: string, field: string) {
  const trigger = dbgptNode('RequestHttpTrigger', { endpoint, methods });
  const read = canvasNode('read', 'map', 'Read', { transform: 'get_field', field });
  const flow_data = {
    nodes: [trigger, read],
    edges: [edge(trigger.id, read.id)],
    viewport: { x: 0, y: 0, zoom: 1 },
  } as unknown as FlowData;
  return createFlow(server, name, { flow_data, state: 'deployed' });
}

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}/api/v1/awel/trigger${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'user-id': 'alice', ...init.headers },
  });

describe('DB-GPT’s request trigger', () => {
  it('listens at its endpoint (GET by default) and hands the request on', async () => {
    const flow = await deployRequestFlow('request_query', '/request/query', 'GET', 'query_params');
    expect(flow.metadata?.triggers?.[0]).toMatchObject({
      path: '/api/v1/awel/trigger/request/query',
      methods: ['GET'],
    });
    const response = await call('/request/query?city=Paris&days=3');
    const raw = await response.text();
    expect(response.status, raw).toBe(200);
    expect(JSON.parse(raw)).toEqual({ city: 'Paris', days: '3' });
    expect((await call('/request/query', { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('gives a POST’s JSON body and its headers, never the caller’s credentials', async () => {
    await deployRequestFlow('request_body', '/request/body', 'POST', 'body');
    const body = await call('/request/body', {
      method: 'POST',
      body: JSON.stringify({ order: 42, items: ['tea'] }),
    });
    expect(body.status).toBe(200);
    expect(await body.json()).toEqual({ order: 42, items: ['tea'] });

    await deployRequestFlow('request_headers', '/request/headers', 'POST', 'headers');
    const headers = await call('/request/headers', {
      method: 'POST',
      body: '{}',
      headers: { 'x-trace': 'abc', authorization: 'Bearer secret-value', cookie: 'session=1' },
    });
    const seen = (await headers.json()) as Record<string, string>;
    expect(seen['x-trace']).toBe('abc');
    expect(seen.authorization).toBeUndefined();
    expect(seen.cookie).toBeUndefined();
    expect(JSON.stringify(seen)).not.toContain('secret-value');
  });

  it('listens with PUT (the body) and DELETE (the query) when its methods say so', async () => {
    await deployRequestFlow('request_put', '/request/put', 'PUT', 'body');
    const put = await call('/request/put', { method: 'PUT', body: JSON.stringify({ stock: 7 }) });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ stock: 7 });
    expect((await call('/request/put', { method: 'POST', body: '{}' })).status).toBe(405);

    await deployRequestFlow('request_delete', '/request/delete', 'DELETE', 'query_params');
    const removed = await call('/request/delete?id=12', { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ id: '12' });
  });

  it('hands the headers to the request trigger only, never to other triggers’ requests', async () => {
    const trigger = canvasNode('trigger', 'http_trigger', 'Trigger', { path: '/plain/json' });
    const dump = canvasNode('dump', 'map', 'Dump', { transform: 'to_json' });
    await createFlow(server, 'plain_json', {
      flow_data: {
        nodes: [trigger, dump],
        edges: [edge('trigger', 'dump')],
        viewport: { x: 0, y: 0, zoom: 1 },
      },
      state: 'deployed',
    });
    const response = await call('/plain/json', {
      method: 'POST',
      body: JSON.stringify({ messages: 'hi' }),
      headers: { 'x-trace': 'trace-value-123' },
    });
    const raw = await response.text();
    expect(response.status, raw).toBe(200);
    expect(raw).toContain('hi');
    expect(raw).not.toContain('trace-value-123');
  });
});
