import { startFakeOpenAI } from '../support/fake-openai';
import {
  apiJson,
  chat,
  eventually,
  framePayloads,
  history,
  newConversation,
  postChat,
  readUntil,
  startChatServer,
  setupFakeModelServer,
} from './chat-test-helpers';
import { startTestServer } from './harness';

const setup = setupFakeModelServer(() => startChatServer());

const LONG_ANSWER = Array.from({ length: 40 }, (_, index) => `w${index + 1}`).join(' ');

const body = (convUid: string, extra: Record<string, unknown> = {}) => ({
  conv_uid: convUid,
  user_input: 'Tell me a long story',
  chat_mode: 'chat_normal',
  ...extra,
});

const answerOf = async (convUid: string, userId?: string) =>
  (await history(setup.server, convUid, { userId })).filter((message) => message.role !== 'human');

describe('stopping an answer', () => {
  it('keeps the partial answer, marked stopped, when the client disconnects', async () => {
    setup.fake.setReply({ text: LONG_ANSWER, tokenDelayMs: 40, reasoning: 'Plan' });
    const convUid = await newConversation(setup.server);
    const controller = new AbortController();
    const response = await postChat(setup.server, body(convUid), { signal: controller.signal });
    await readUntil(response, (text) => text.includes('w3 '));
    controller.abort();

    const [ai, view] = await eventually(
      () => answerOf(convUid),
      (messages) => messages.length === 2 && messages[0].context !== '',
    );
    expect(ai.context).toMatch(/^w1 w2 w3 /);
    expect(ai.context.length).toBeLessThan(LONG_ANSWER.length);
    expect(ai).toMatchObject({ stopped: true, order: 1 });
    expect(view).toMatchObject({
      stopped: true,
      context: `\`\`\`\`\`\`vis-thinking\nPlan\n\`\`\`\`\`\`\n\n${ai.context}`,
    });
    // The provider call was aborted too, not left to run to the end.
    await vi.waitFor(() => expect(setup.fake.openStreams).toBe(0));
    const listed = await apiJson<{ conv_uid: string }[]>(setup.server, 'GET', '/api/v1/chat/dialogue/list');
    expect(listed.body.data.map((item) => item.conv_uid)).toContain(convUid);
  });

  it('terminating the round ends the stream for its reader and keeps what was said', async () => {
    setup.fake.setReply({ text: LONG_ANSWER, tokenDelayMs: 40 });
    const convUid = await newConversation(setup.server);
    const response = await postChat(setup.server, body(convUid, { incremental: true }));
    const reading = await readUntil(response, (text) => text.includes('w2 '));
    const terminated = await apiJson(
      setup.server,
      'POST',
      `/api/v1/chat/topic/terminate?conv_id=${convUid}&round_index=1`,
    );
    expect(terminated.body).toEqual({ success: true, err_code: null, err_msg: null, data: null });

    const payloads = framePayloads(await reading.rest());
    expect(payloads.at(-1)).toBe('[DONE]');
    const [ai] = await answerOf(convUid);
    expect(ai.stopped).toBe(true);
    const streamed = payloads
      .slice(0, -1)
      .map((payload) => JSON.parse(payload).choices[0].delta.content)
      .join('');
    expect(ai.context).toBe(streamed);
    expect(streamed.length).toBeLessThan(LONG_ANSWER.length);
  });

  it('a new question in the same conversation stops the previous answer first', async () => {
    const convUid = await newConversation(setup.server);
    setup.fake.replyOnce({ text: LONG_ANSWER, tokenDelayMs: 40 });
    setup.fake.replyOnce({ text: 'Short answer.' });
    const first = await postChat(setup.server, body(convUid, { user_input: 'First' }));
    const reading = await readUntil(first, (text) => text.includes('w2 '));
    const second = await chat(setup.server, body(convUid, { user_input: 'Second' }));
    expect(framePayloads(await reading.rest()).length).toBeGreaterThan(0);

    const messages = await history(setup.server, convUid);
    expect(messages.map((message) => [message.order, message.role, message.stopped ?? false])).toEqual([
      [1, 'human', false],
      [1, 'ai', true],
      [1, 'view', true],
      [2, 'human', false],
      [2, 'ai', false],
      [2, 'view', false],
    ]);
    expect(second.payloads.length).toBeGreaterThan(0);
    expect(setup.fake.chatRequests()[1].messages.map((message) => message.content)).toContain('First');
  });

  it('clearing or deleting a conversation stops its running answer', async () => {
    setup.fake.setReply({ text: LONG_ANSWER, tokenDelayMs: 40 });
    for (const action of ['clear', 'delete']) {
      const convUid = await newConversation(setup.server);
      const reading = await readUntil(await postChat(setup.server, body(convUid)), (text) =>
        text.includes('w2 '),
      );
      const { status } = await apiJson(
        setup.server,
        'POST',
        `/api/v1/chat/dialogue/${action}?con_uid=${convUid}`,
      );
      expect(status).toBe(200);
      await reading.rest();
      const after = await apiJson<unknown[]>(
        setup.server,
        'GET',
        `/api/v1/chat/dialogue/messages/history?con_uid=${convUid}`,
      );
      if (action === 'clear') expect(after.body.data).toEqual([]);
      else expect(after.status).toBe(404);
    }
  });

  it('a shutdown stops running answers at once and stores them', async () => {
    const fake = await startFakeOpenAI({ reply: { text: LONG_ANSWER, tokenDelayMs: 100 } });
    const env = { LLM_MODEL_NAME: 'fake-model', OPENAI_API_BASE: `${fake.url}/v1`, OPENAI_API_KEY: 'k' };
    const first = await startTestServer({ env });
    const dataDir = first.dataDir;
    try {
      const convUid = await newConversation(first);
      const reading = await readUntil(await postChat(first, body(convUid)), (text) => text.includes('w2 '));
      const started = Date.now();
      await first.app.close();
      expect(Date.now() - started).toBeLessThan(2000);
      await reading.rest();

      const second = await startTestServer({ env, dataDir });
      try {
        const [ai] = (await history(second, convUid)).filter((message) => message.role === 'ai');
        expect(ai).toMatchObject({ stopped: true });
        expect(ai.context).toMatch(/^w1 w2 /);
      } finally {
        await second.close();
      }
    } finally {
      await first.close().catch(() => undefined);
      await fake.close();
    }
  });
});

describe('POST /api/v1/chat/topic/terminate', () => {
  it('accepts a finished round, whose whole answer stays as it was', async () => {
    const convUid = await newConversation(setup.server);
    await chat(setup.server, body(convUid));
    const { status, body: envelope } = await apiJson(
      setup.server,
      'POST',
      `/api/v1/chat/topic/terminate?conv_id=${convUid}&round_index=1`,
    );
    expect(status).toBe(200);
    expect(envelope.success).toBe(true);
    const [ai] = await answerOf(convUid);
    expect(ai.context).toBe('Hello from the fake model.');
    expect(ai.stopped).toBeUndefined();
  });

  it.each([
    ['no parameters', '', 400, /^conv_id: .*round_index: /],
    ['a round index that is not a number', '?conv_id=x&round_index=first', 400, /^round_index: /],
    ['an unknown conversation', '?conv_id=nobody&round_index=1', 404, /^Conversation nobody not found$/],
  ])('answers %s with a 4xx envelope', async (_case, query, expectedStatus, message) => {
    const { status, body: envelope } = await apiJson(
      setup.server,
      'POST',
      `/api/v1/chat/topic/terminate${query}`,
    );
    expect(status).toBe(expectedStatus);
    expect(envelope.success).toBe(false);
    expect(envelope.err_msg).toMatch(message);
  });

  it("answers an unknown round, or another user's conversation, with 404", async () => {
    const convUid = await newConversation(setup.server, { userId: 'owner' });
    await chat(setup.server, body(convUid), { userId: 'owner' });
    const unknownRound = await apiJson(
      setup.server,
      'POST',
      `/api/v1/chat/topic/terminate?conv_id=${convUid}&round_index=7`,
      {
        userId: 'owner',
      },
    );
    expect(unknownRound.status).toBe(404);
    expect(unknownRound.body.err_msg).toBe(`Round 7 of conversation ${convUid} not found`);
    const intruder = await apiJson(
      setup.server,
      'POST',
      `/api/v1/chat/topic/terminate?conv_id=${convUid}&round_index=1`,
      {
        userId: 'intruder',
      },
    );
    expect(intruder.status).toBe(404);
  });
});

describe('POST /api/v1/chat/mode/params/list', () => {
  it('answers null for the scenes without parameters, chat_normal by default', async () => {
    for (const query of ['', '?chat_mode=chat_normal']) {
      const { status, body: envelope } = await apiJson(
        setup.server,
        'POST',
        `/api/v1/chat/mode/params/list${query}`,
      );
      expect(status).toBe(200);
      expect(envelope).toEqual({ success: true, err_code: null, err_msg: null, data: null });
    }
  });

  it('lists the datasources for the data scenes: none yet', async () => {
    const { body: envelope } = await apiJson(
      setup.server,
      'POST',
      '/api/v1/chat/mode/params/list?chat_mode=chat_with_db_qa',
    );
    expect(envelope).toEqual({ success: true, err_code: null, err_msg: null, data: [] });
  });

  it('refuses an unknown mode', async () => {
    const { status, body: envelope } = await apiJson(
      setup.server,
      'POST',
      '/api/v1/chat/mode/params/list?chat_mode=chat_bogus',
    );
    expect(status).toBe(400);
    expect(envelope).toMatchObject({ success: false, err_code: 'E0001' });
    expect(envelope.err_msg).toMatch(/^chat_mode: /);
  });
});
