import { startFakeOpenAI } from '../support/fake-openai';
import {
  apiJson,
  chat,
  history,
  newConversation,
  startChatServer,
  setupFakeModelServer,
} from './chat-test-helpers';

// A short timeout keeps the hanging-provider cases quick.
const setup = setupFakeModelServer(() => startChatServer({ LLM_REQUEST_TIMEOUT_S: '0.5' }, { apiKey: 'k' }));

const body = (convUid: string, extra: Record<string, unknown> = {}) => ({
  conv_uid: convUid,
  user_input: 'Are you there?',
  chat_mode: 'chat_normal',
  ...extra,
});

const listedIds = async () =>
  (await apiJson<{ conv_uid: string }[]>(setup.server, 'GET', '/api/v1/chat/dialogue/list')).body.data.map(
    (item) => item.conv_uid,
  );

describe('provider failures end the stream with a readable error frame', () => {
  it.each([
    [
      'a rate limit',
      { status: 429, errorMessage: 'Slow down' },
      /^\[SERVER_ERROR\]The model provider is rate limiting requests \(HTTP 429\); try again later: Slow down$/,
    ],
    [
      'a provider crash',
      { status: 500, errorMessage: 'Boom' },
      /^\[SERVER_ERROR\]The model provider failed \(HTTP 500\): Boom$/,
    ],
    [
      'no first token in time',
      { hang: true },
      /^\[SERVER_ERROR\]The model provider did not answer within 0.5 s$/,
    ],
    [
      'a stall before any text',
      { firstTokenDelayMs: 5000 },
      /^\[SERVER_ERROR\]The model provider did not answer within 0.5 s$/,
    ],
  ])('%s: one error frame, promptly, and nothing stored', async (_case, reply, message) => {
    setup.fake.setReply(reply);
    const convUid = await newConversation(setup.server);
    const started = Date.now();
    const result = await chat(setup.server, body(convUid));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result.status).toBe(200);
    expect(result.payloads).toHaveLength(1);
    expect(result.payloads[0]).toMatch(message);
    // The failed question leaves no unanswered round behind, and the conversation stays unlisted.
    expect(await history(setup.server, convUid)).toEqual([]);
    expect(await listedIds()).not.toContain(convUid);
  });

  it('reports a rejected API key', async () => {
    const wrongKey = await startChatServer({ OPENAI_API_KEY: 'wrong' }, { apiKey: 'right' });
    try {
      const convUid = await newConversation(wrongKey.server);
      const result = await chat(wrongKey.server, body(convUid));
      expect(result.payloads).toEqual([
        '[SERVER_ERROR]The model provider rejected the API key (HTTP 401): Incorrect API key provided.',
      ]);
      expect(result.payloads[0]).not.toContain('wrong');
      expect(await history(wrongKey.server, convUid)).toEqual([]);
    } finally {
      await wrongKey.close();
    }
  });

  it('reports an unreachable endpoint', async () => {
    const gone = await startFakeOpenAI();
    await gone.close();
    const unreachable = await startChatServer({ OPENAI_API_BASE: `${gone.url}/v1` });
    try {
      const result = await chat(unreachable.server, body(await newConversation(unreachable.server)));
      expect(result.payloads).toHaveLength(1);
      expect(result.payloads[0]).toMatch(
        new RegExp(
          `^\\[SERVER_ERROR\\]Cannot reach the model provider at ${gone.url}/v1 \\(ECONNREFUSED\\)$`,
        ),
      );
    } finally {
      await unreachable.close();
    }
  });

  it('keeps the earlier rounds when a later one fails', async () => {
    const convUid = await newConversation(setup.server);
    await chat(setup.server, body(convUid, { user_input: 'First' }));
    setup.fake.setReply({ status: 429 });
    await chat(setup.server, body(convUid, { user_input: 'Second' }));
    const messages = await history(setup.server, convUid);
    expect(messages.map((message) => [message.order, message.role])).toEqual([
      [1, 'human'],
      [1, 'ai'],
      [1, 'view'],
    ]);
    expect(await listedIds()).toContain(convUid);
  });
});

describe('a provider failing mid-answer', () => {
  it.each([
    [
      'drops the connection',
      { text: 'one two three four five', dropAfterChunks: 2 },
      /^\[SERVER_ERROR\]The model provider's answer broke off \(terminated\)$/,
    ],
    ['stalls', { text: 'one two three four five', stallAfterChunks: 2 }, /did not answer within 0.5 s$/],
  ])(
    '%s: the text so far, then an error frame; the partial answer is kept, marked stopped',
    async (_case, reply, message) => {
      setup.fake.setReply({ ...reply, tokenDelayMs: 60 });
      const convUid = await newConversation(setup.server);
      const result = await chat(setup.server, body(convUid, { incremental: true }));
      const error = result.payloads.at(-1)!;
      expect(error).toMatch(message);
      expect(result.payloads).not.toContain('[DONE]');
      const streamed = result.payloads
        .slice(0, -1)
        .map((payload) => JSON.parse(payload).choices[0].delta.content)
        .join('');
      expect(streamed).toBe('one two ');

      const [, ai] = await history(setup.server, convUid);
      expect(ai).toMatchObject({ role: 'ai', context: 'one two ', stopped: true });
    },
  );
});
