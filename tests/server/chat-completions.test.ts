import {
  apiJson,
  chat,
  history,
  lastSnapshot,
  newConversation,
  startChatServer,
  setupFakeModelServer,
} from './chat-test-helpers';

const setup = setupFakeModelServer(() => startChatServer());

const body = (convUid: string, extra: Record<string, unknown> = {}) => ({
  conv_uid: convUid,
  user_input: 'Hello?',
  chat_mode: 'chat_normal',
  model_name: 'fake-model',
  ...extra,
});

describe('streaming an answer', () => {
  it('sends cumulative JSON frames with the event-stream headers, then closes', async () => {
    setup.fake.setReply({ text: 'The answer is 42.', tokenDelayMs: 70 });
    const result = await chat(setup.server, body(await newConversation(setup.server)));
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/event-stream');
    expect(result.headers.get('cache-control')).toBe('no-cache');
    expect(result.headers.get('transfer-encoding')).toBe('chunked');

    const frames = result.payloads.map((payload) => JSON.parse(payload));
    expect(frames.length).toBeGreaterThan(2);
    expect(frames[0]).toEqual({
      id: expect.stringMatching(/^chatcmpl-/),
      model: 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content: 'The ', reasoning_content: null } }],
      usage: {},
    });
    const contents = frames.map((frame) => frame.choices[0].message.content as string);
    contents.forEach((content, index) => expect(content.startsWith(contents[index - 1] ?? '')).toBe(true));
    expect(contents.at(-1)).toBe('The answer is 42.');
    expect(result.payloads).not.toContain('[DONE]');
  });

  it('sends delta chunks and [DONE] when incremental', async () => {
    setup.fake.setReply({ text: 'One two three' });
    const result = await chat(setup.server, body(await newConversation(setup.server), { incremental: true }));
    expect(result.payloads.at(-1)).toBe('[DONE]');
    const deltas = result.payloads.slice(0, -1).map((payload) => JSON.parse(payload).choices[0].delta);
    expect(deltas.map((delta) => delta.content).join('')).toBe('One two three');
    expect(deltas[0]).toEqual({ role: 'assistant', content: 'One ', reasoning_content: null });
  });

  it('carries thinking in reasoning_content: cumulative, or as deltas', async () => {
    setup.fake.setReply({ reasoning: 'Let me think.', text: 'Done.' });
    const cumulative = await chat(setup.server, body(await newConversation(setup.server)));
    expect(lastSnapshot(cumulative.payloads)).toEqual({ content: 'Done.', reasoning: 'Let me think.' });

    const incremental = await chat(
      setup.server,
      body(await newConversation(setup.server), { incremental: true }),
    );
    const deltas = incremental.payloads.slice(0, -1).map((payload) => JSON.parse(payload).choices[0].delta);
    expect(deltas.map((delta) => delta.reasoning_content ?? '').join('')).toBe('Let me think.');
    expect(deltas.map((delta) => delta.content ?? '').join('')).toBe('Done.');
  });

  it('treats an empty chat_mode as chat_normal and invents a conversation when none is given', async () => {
    const result = await chat(setup.server, { user_input: 'Hi', chat_mode: '' });
    expect(lastSnapshot(result.payloads).content).toBe('Hello from the fake model.');
  });

  it('passes temperature and max_new_tokens to the model', async () => {
    await chat(
      setup.server,
      body(await newConversation(setup.server), { temperature: 0.2, max_new_tokens: 321 }),
    );
    expect(setup.fake.chatRequests()[0]).toMatchObject({ temperature: 0.2, max_tokens: 321, stream: true });
  });
});

describe('the prompt', () => {
  it("carries the conversation's earlier rounds", async () => {
    const convUid = await newConversation(setup.server);
    setup.fake.replyOnce({ text: 'Paris.' });
    await chat(setup.server, body(convUid, { user_input: 'Capital of France?' }));
    await chat(setup.server, body(convUid, { user_input: 'And its population?' }));
    expect(setup.fake.chatRequests()[1].messages).toEqual([
      { role: 'system', content: 'You are a helpful AI assistant.' },
      { role: 'user', content: 'Capital of France?' },
      { role: 'assistant', content: 'Paris.' },
      { role: 'user', content: 'And its population?' },
    ]);
  });

  it('sends an image as an image part and keeps it in the history', async () => {
    const convUid = await newConversation(setup.server);
    const question = {
      role: 'user',
      content: [
        { type: 'text', text: 'What is in this picture?' },
        { type: 'image_url', image_url: { url: 'https://example.com/cat.png', fileName: 'cat.png' } },
      ],
    };
    await chat(setup.server, body(convUid, { user_input: question }));
    const expectedParts = [
      { type: 'text', text: 'What is in this picture?' },
      { type: 'image_url', image_url: { url: 'https://example.com/cat.png' } },
    ];
    expect(setup.fake.chatRequests()[0].messages.at(-1)).toEqual({ role: 'user', content: expectedParts });

    await chat(setup.server, body(convUid, { user_input: 'Is it cute?' }));
    expect(setup.fake.chatRequests()[1].messages[1]).toEqual({ role: 'user', content: expectedParts });
    const [human] = await history(setup.server, convUid);
    expect(JSON.parse(human.context)).toEqual(question.content);
    const listed = await apiJson<{ conv_uid: string; user_input: string }[]>(
      setup.server,
      'GET',
      '/api/v1/chat/dialogue/list',
    );
    expect(listed.body.data.find((item) => item.conv_uid === convUid)?.user_input).toBe(
      'What is in this picture?',
    );
  });

  it('drops the oldest rounds first when the history exceeds the context budget', async () => {
    // 400 tokens of context, 100 kept for the answer: about 4 characters a token, each round below costs
    // about 164 tokens, so one round fits beside the system prompt and the question, two do not.
    const small = await startChatServer({ LLM_CONTEXT_TOKENS: '400' });
    try {
      const convUid = await newConversation(small.server);
      for (const round of [1, 2, 3]) {
        small.fake.replyOnce({ text: `answer ${round} ${'a'.repeat(300)}` });
        await chat(
          small.server,
          body(convUid, { user_input: `question ${round} ${'q'.repeat(300)}`, max_new_tokens: 100 }),
        );
      }
      await chat(small.server, body(convUid, { user_input: 'Last question', max_new_tokens: 100 }));
      const sent = (index: number) =>
        small.fake.chatRequests()[index].messages.map((message) => String(message.content).slice(0, 10));
      expect(sent(1)).toEqual(['You are a ', 'question 1', 'answer 1 a', 'question 2']);
      expect(sent(3)).toEqual(['You are a ', 'question 3', 'answer 3 a', 'Last quest']);
      expect(await history(small.server, convUid)).toHaveLength(12);
    } finally {
      await small.close();
    }
  });
});

describe('requests refused before streaming', () => {
  it.each([
    ['an unknown chat_mode', { user_input: 'x', chat_mode: 'chat_mystery' }, /^chat_mode: /],
    [
      'an internal scene',
      { user_input: 'x', chat_mode: 'extract_entity' },
      /^chat_mode: "extract_entity" cannot be started/,
    ],
    ['a missing question', { chat_mode: 'chat_normal' }, /^user_input: /],
    [
      'an empty question',
      { user_input: '   ', chat_mode: 'chat_normal' },
      /^user_input: must not be empty;$/,
    ],
    ['a wrong temperature type', { user_input: 'x', temperature: 'hot' }, /^temperature: /],
  ])('answers %s with a 400 envelope', async (_case, request, message) => {
    const response = await fetch(`${setup.server.baseUrl}/api/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const envelope = await response.json();
    expect(envelope).toMatchObject({ success: false, err_code: 'E0001', data: null });
    expect(envelope.err_msg).toMatch(message);
    expect(setup.fake.chatRequests()).toHaveLength(0);
  });

  it("refuses another user's conversation with 404 and leaves it untouched", async () => {
    const convUid = await newConversation(setup.server, { userId: 'owner' });
    await chat(setup.server, body(convUid), { userId: 'owner' });
    const intruder = await chat(setup.server, body(convUid, { user_input: 'Let me in' }), {
      userId: 'intruder',
    });
    expect(intruder.status).toBe(404);
    expect(await history(setup.server, convUid, { userId: 'owner' })).toHaveLength(3);
  });
});

describe('answers that cannot be given', () => {
  it.each(['chat_agent', 'chat_execution'])(
    '%s answers one error frame saying it is not available yet',
    async (mode) => {
      const result = await chat(setup.server, { user_input: 'x', chat_mode: mode, select_param: 'anything' });
      expect(result.status).toBe(200);
      expect(result.payloads).toEqual([
        `[SERVER_ERROR]The chat mode "${mode}" is not available yet on this server; use chat_normal`,
      ]);
    },
  );

  it('names the available models when an unknown one is asked for, and stores nothing', async () => {
    const convUid = await newConversation(setup.server);
    const result = await chat(setup.server, body(convUid, { model_name: 'gpt-9' }));
    expect(result.payloads).toEqual([
      '[SERVER_ERROR]The model "gpt-9" is not available on this server; available: fake-model',
    ]);
    expect(await history(setup.server, convUid)).toEqual([]);
  });

  it('says how to configure a model when none is', async () => {
    const bare = await startChatServer({ LLM_MODEL_NAME: '' });
    try {
      const result = await chat(bare.server, { user_input: 'Anyone there?' });
      expect(result.payloads).toHaveLength(1);
      expect(result.payloads[0]).toMatch(
        /^\[SERVER_ERROR\]No language model is available: add one in Construct → Models, or set LLM_MODEL_NAME/,
      );
      expect((await apiJson(bare.server, 'GET', '/api/v1/model/types')).body.data).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
