import { canvasNode, chatFlowNodes, edge, oneModelEnv } from './flow-helpers';
import { deployFlow, sseEvents } from './flow-run-helpers';
import { startLocalServer } from './auth-helpers';
import { startTestServer, type TestServer } from './harness';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

let fake: FakeOpenAI;
let server: TestServer;

const shoutGraph = (path: string, methods = 'POST') => ({
  nodes: [
    canvasNode('trigger', 'http_trigger', 'Trigger', { path, methods }),
    canvasNode('question', 'request_conversion', 'Question'),
    canvasNode('shout', 'map', 'Shout', { transform: 'upper' }),
  ],
  edges: [edge('trigger', 'question'), edge('question', 'shout')],
});

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startTestServer({ env: oneModelEnv(fake.url) });
  await deployFlow(server, 'shouter', shoutGraph('/shout'));
  await deployFlow(server, 'getter', shoutGraph('/shout/get', 'GET'));
  await deployFlow(server, 'drafted', shoutGraph('/draft'), 'developing');
  const chatFlow = chatFlowNodes('fake-model');
  chatFlow.nodes[0] = canvasNode('trigger', 'http_trigger', 'Trigger', { path: '/chat/stream' });
  await deployFlow(server, 'streamer', chatFlow);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const trigger = (path: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}/api/v1/awel/trigger${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'user-id': 'alice', ...init.headers },
  });

describe('/api/v1/awel/trigger/<path>', () => {
  it("answers a deployed flow's value as JSON", async () => {
    const response = await trigger('/shout', {
      method: 'POST',
      body: JSON.stringify({ messages: 'hello there' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toBe('HELLO THERE');
  });

  it('reads the query of a GET trigger, and refuses the other method', async () => {
    const got = await trigger('/shout/get?messages=quiet%20please', { method: 'GET' });
    expect(await got.json()).toBe('QUIET PLEASE');
    const posted = await trigger('/shout/get', { method: 'POST', body: '{}' });
    expect(posted.status).toBe(405);
    expect((await posted.json()).err_msg).toBe('The flow at "/shout/get" answers GET requests only');
  });

  it('streams OpenAI-style chunks, then [DONE], when the flow streams', async () => {
    fake.setReply({ chunks: ['Streamed ', 'answer'] });
    const response = await trigger('/chat/stream', {
      method: 'POST',
      body: JSON.stringify({ model: 'fake-model', messages: 'hi' }),
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = sseEvents(await response.text()).map((event) => event.data);
    expect(events.at(-1)).toBe('[DONE]');
    const text = events
      .slice(0, -1)
      .map(
        (data) =>
          (JSON.parse(data) as { choices: { delta: { content: string } }[] }).choices[0].delta.content,
      )
      .join('');
    expect(text).toBe('Streamed answer');
  });

  it('answers a 404 envelope for a path no deployed flow listens at', async () => {
    for (const path of ['/nowhere', '/draft']) {
      const response = await trigger(path, { method: 'POST', body: '{}' });
      expect(response.status).toBe(404);
      const envelope = (await response.json()) as { success: boolean; err_msg: string };
      expect(envelope).toMatchObject({ success: false, err_msg: `No deployed flow answers at "${path}"` });
    }
    const zh = await trigger('/nowhere', {
      method: 'POST',
      body: '{}',
      headers: { 'accept-language': 'zh' },
    });
    expect((await zh.json()).err_msg).toBe('没有已部署的工作流在“/nowhere”上响应');
  });
});

describe('the trigger with sign-in', () => {
  it('needs a signed-in caller, as every other API route', async () => {
    const local = await startLocalServer();
    try {
      const response = await fetch(`${local.baseUrl}/api/v1/awel/trigger/shout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-id': 'bob' },
        body: JSON.stringify({ messages: 'let me in' }),
      });
      expect(response.status).toBe(401);
      expect((await response.json()).success).toBe(false);
    } finally {
      await local.close();
    }
  });
});
