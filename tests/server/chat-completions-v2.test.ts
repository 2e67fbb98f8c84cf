import type { ChatCompletionChunk, ChatCompletionObject } from '@/contract/openai-chat';
import { ADMIN, call, createUser, signIn, startLocalServer } from './auth-helpers';
import { framePayloads } from './chat-test-helpers';
import { seedSpace, startKnowledgeServer, type KnowledgeSetup } from './knowledge-retrieval-helpers';
import { startFakeOpenAI } from '../support/fake-openai';
import { oneModelEnv } from './flow-helpers';

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

const complete = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${setup.server.baseUrl}/api/v2/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const question = [{ role: 'user', content: 'How much leave do I get?' }];

describe('POST /api/v2/chat/completions', () => {
  it('answers a chat.completion object with the whole answer and its usage', async () => {
    setup.fake.setReply({ text: 'You get plenty of leave.' });
    const response = await complete({
      model: 'fake-model',
      messages: [{ role: 'system', content: 'Be brief.' }, ...question],
      temperature: 0.2,
      max_tokens: 50,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ChatCompletionObject;
    expect(body).toMatchObject({
      object: 'chat.completion',
      model: 'fake-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: 'You get plenty of leave.' },
          finish_reason: 'stop',
        },
      ],
    });
    expect(body.id).toMatch(/^chatcmpl-/);
    expect(body.usage.completion_tokens).toBeGreaterThan(0);
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
    const [sent] = setup.fake.chatRequests();
    expect(sent.messages).toEqual([{ role: 'system', content: 'Be brief.' }, ...question]);
    expect(sent.temperature).toBe(0.2);
  });

  it('streams chat.completion.chunk frames ending with [DONE]', async () => {
    setup.fake.setReply({ chunks: ['Twenty', '-five', ' days.'] });
    const response = await complete({ model: 'fake-model', messages: 'How much leave?', stream: true });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const payloads = framePayloads(await response.text());
    expect(payloads.at(-1)).toBe('[DONE]');
    const chunks = payloads.slice(0, -1).map((payload) => JSON.parse(payload) as ChatCompletionChunk);
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks[0]!.choices[0]!.delta.role).toBe('assistant');
    expect(chunks.map((chunk) => chunk.choices[0]!.delta.content ?? '').join('')).toBe('Twenty-five days.');
    expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe('stop');
    expect(setup.fake.chatRequests()[0]!.messages).toEqual([{ role: 'user', content: 'How much leave?' }]);
  });

  it('tells a provider failure inside the stream', async () => {
    setup.fake.setReply({ status: 500, errorMessage: 'upstream exploded' });
    const response = await complete({ model: 'fake-model', messages: question, stream: true });
    expect(response.status).toBe(200);
    const payloads = framePayloads(await response.text());
    expect(payloads.at(-1)).toBe('[DONE]');
    const error = JSON.parse(payloads.at(-2)!) as { error: { message: string } };
    expect(error.error.message).toContain('500');
  });

  it('answers chat_knowledge from the space named by chat_param, with the web chat retrieval', async () => {
    setup.fake.setReply({ text: '25 days [1].' });
    const response = await complete({
      model: 'fake-model',
      messages: question,
      chat_mode: 'chat_knowledge',
      chat_param: 'handbook',
      conv_uid: 'my-conversation',
    });
    const body = (await response.json()) as ChatCompletionObject;
    expect(body.id).toBe('my-conversation');
    expect(body.choices[0]!.message.content).toBe('25 days [1].');
    const [sent] = setup.fake.chatRequests();
    expect(sent.messages[0]!.role).toBe('system');
    expect(String(sent.messages[0]!.content)).toContain('Employees get 25 days of paid leave');
    expect(sent.messages.at(-1)).toEqual(question[0]);
  });

  it('answers 4xx before any stream for what the caller got wrong', async () => {
    const cases: [unknown, number, string][] = [
      [{ model: 'no-such-model', messages: question, stream: true }, 400, 'no-such-model'],
      [{ model: 'fake-model', messages: [], stream: true }, 400, 'messages'],
      [{ model: 'fake-model', messages: [{ role: 'system', content: 'x' }] }, 400, 'messages'],
      [{ model: 'fake-model', messages: question, chat_mode: 'chat_knowledge' }, 400, 'chat_param'],
      [
        { model: 'fake-model', messages: question, chat_mode: 'chat_knowledge', chat_param: 'nope' },
        404,
        'nope',
      ],
      [{ messages: question }, 400, 'model'],
    ];
    for (const [body, status, mentioned] of cases) {
      const response = await complete(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const envelope = (await response.json()) as { success: boolean; err_msg: string };
      expect(envelope.success).toBe(false);
      expect(envelope.err_msg).toContain(mentioned);
    }
    expect(setup.fake.chatRequests()).toHaveLength(0);
  });

  it('names the scenes it cannot run yet, in the caller language', async () => {
    for (const mode of ['chat_data', 'chat_dashboard']) {
      const response = await complete({ model: 'fake-model', messages: question, chat_mode: mode });
      expect(response.status).toBe(400);
      const envelope = (await response.json()) as { err_msg: string };
      expect(envelope.err_msg).toContain(mode);
      expect(envelope.err_msg).toContain('chat_normal, chat_knowledge, chat_app, chat_flow');
    }
    const zh = await complete(
      { model: 'fake-model', messages: question, chat_mode: 'chat_data' },
      { 'accept-language': 'zh-CN' },
    );
    expect(((await zh.json()) as { err_msg: string }).err_msg).toContain('暂不能');
  });
});

describe('POST /api/v2/chat/completions with sign-in', () => {
  it("answers a Bearer call as the key's account and refuses one without a key", async () => {
    const fake = await startFakeOpenAI();
    const server = await startLocalServer({
      ...oneModelEnv(fake.url),
    });
    try {
      const admin = await signIn(server, ADMIN.email, ADMIN.password);
      await createUser(server, admin, { email: 'bob@example.com', password: 'bob password' });
      const bob = await signIn(server, 'bob@example.com', 'bob password');
      const created = await call(server, '/api/v1/auth/api-keys', { session: bob, body: { name: 'sdk' } });
      const { key } = created.body.data as { key: string };
      const body = { model: 'fake-model', messages: question };
      const refused = await call(server, '/api/v2/chat/completions', { body, headers: { 'user-id': 'bob' } });
      expect(refused.status).toBe(401);
      const answered = await fetch(`${server.baseUrl}/api/v2/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify(body),
      });
      expect(answered.status).toBe(200);
      expect(((await answered.json()) as ChatCompletionObject).object).toBe('chat.completion');
    } finally {
      await server.close();
      await fake.close();
    }
  });
});
