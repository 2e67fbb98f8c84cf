import type { ChatCompletionChunk, ChatCompletionObject } from '@/contract/openai-chat';
import { createApp } from './app-helpers';
import { framePayloads } from './chat-test-helpers';
import { seedSpace, startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';

let setup: KnowledgeSetup;
beforeAll(async () => {
  setup = await startKnowledgeServer();
  await seedSpace(setup, {
    name: 'handbook',
    documents: [{ name: 'leave.md', chunks: ['Employees get 25 days of paid leave per year.'] }],
  });
});
afterAll(() => setup.close());
afterEach(() => setup.fake.reset());

const complete = (body: Record<string, unknown>) =>
  fetch(`${setup.server.baseUrl}/api/v2/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': 'bob' },
    body: JSON.stringify({ model: 'fake-model', chat_mode: 'chat_app', ...body }),
  });

const question = [{ role: 'user', content: 'How much leave do I get?' }];

describe('POST /api/v2/chat/completions with chat_mode chat_app', () => {
  it("answers from a native knowledge app's bound space with its temperature", async () => {
    const app = await createApp(setup.server, 'Leave helper', {
      team_mode: 'native_app',
      team_context: { chat_scene: 'chat_knowledge', scene_name: 'Leave helper' },
      details: [],
      param_need: [
        { type: 'resource', value: 'knowledge', bind_value: 'handbook' },
        { type: 'temperature', value: 0.3 },
      ],
      published: true,
    });
    setup.fake.replyOnce({ text: '25 days.' });

    const response = await complete({ messages: question, chat_param: app.app_code });

    expect(response.status).toBe(200);
    const body = (await response.json()) as ChatCompletionObject;
    expect(body.choices[0]?.message.content).toBe('25 days.');
    const [sent] = setup.fake.chatRequests();
    expect(JSON.stringify(sent?.messages[0])).toContain('25 days of paid leave');
    expect(sent?.temperature).toBe(0.3);
  });

  it("streams an agent app's answer words, not its blocks", async () => {
    const app = await createApp(setup.server, 'Leave agent', {
      published: true,
      details: [{ agent_name: 'KnowledgeExpert', resources: [{ type: 'knowledge', value: 'handbook' }] }],
    });
    setup.fake.replyOnce({ toolCalls: [{ name: 'search_knowledge', arguments: { query: 'leave' } }] });
    setup.fake.replyOnce({ chunks: ['You get ', '25 days [1].'] });

    const response = await complete({ messages: question, chat_param: app.app_code, stream: true });

    const payloads = framePayloads(await response.text());
    expect(payloads.at(-1)).toBe('[DONE]');
    const chunks = payloads.slice(0, -1).map((payload) => JSON.parse(payload) as ChatCompletionChunk);
    const text = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
    expect(text).toBe('You get 25 days [1].');
    expect(text).not.toContain('agent-messages');
  });

  it('refuses a missing app code and an app the caller cannot see', async () => {
    const missing = await complete({ messages: question });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { err_msg: string }).err_msg).toContain('chat_param');
    const hidden = await createApp(setup.server, 'Private agent', { published: false }, 'carol');
    const refused = await complete({ messages: question, chat_param: hidden.app_code });
    expect(refused.status).toBe(404);
    expect(setup.fake.chatRequests()).toHaveLength(0);
  });
});
