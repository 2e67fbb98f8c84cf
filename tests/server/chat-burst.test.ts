import {
  apiJson,
  chat,
  framePayloads,
  history,
  newConversation,
  postChat,
  readUntil,
  startChatServer,
  setupFakeModelServer,
} from './chat-test-helpers';

// Many people pressing Send at once (issue 31): every stream gets its whole answer, every question and
// answer is stored once in its own conversation, and a stop in the middle of the burst ends only its
// own stream.
const setup = setupFakeModelServer(() => startChatServer());

const STREAMS = 40;
const WORDS = Array.from({ length: 15 }, (_, index) => `w${index + 1}`);
const ANSWER = WORDS.join(' ');
// Long enough that a stop sent after its second word arrives well before its end, on a busy machine too.
const LONG_ANSWER = Array.from({ length: 40 }, (_, index) => `w${index + 1}`).join(' ');

const body = (convUid: string, index: number) => ({
  conv_uid: convUid,
  user_input: `Question number ${index}`,
  chat_mode: 'chat_normal',
  incremental: true,
});

const deltaText = (payloads: string[]) =>
  payloads
    .filter((payload) => payload !== '[DONE]')
    .map(
      (payload) => (JSON.parse(payload) as { choices: { delta: { content: string | null } }[] }).choices[0],
    )
    .map((choice) => choice.delta.content ?? '')
    .join('');

describe('chat streams started together', () => {
  it('all get their whole answer, each question and answer stored once, in its own conversation', async () => {
    setup.fake.setReply({ text: ANSWER, tokenDelayMs: 10 });
    const convUids = await Promise.all(Array.from({ length: STREAMS }, () => newConversation(setup.server)));
    const results = await Promise.all(
      convUids.map((convUid, index) => chat(setup.server, body(convUid, index))),
    );
    for (const result of results) {
      expect(result.status).toBe(200);
      // Each frame as it is written: never compressed, though the client accepts it.
      expect(result.headers.get('content-encoding')).toBeNull();
      expect(result.payloads.at(-1)).toBe('[DONE]');
      expect(deltaText(result.payloads)).toBe(ANSWER);
    }
    const stored = await Promise.all(convUids.map((convUid) => history(setup.server, convUid)));
    stored.forEach((messages, index) => {
      expect(messages.map((message) => [message.role, message.order, message.context])).toEqual([
        ['human', 1, `Question number ${index}`],
        ['ai', 1, ANSWER],
        ['view', 1, ANSWER],
      ]);
      expect(messages.some((message) => message.stopped)).toBe(false);
    });
    const listed = await apiJson<{ conv_uid: string }[]>(setup.server, 'GET', '/api/v1/chat/dialogue/list');
    const ours = listed.body.data.filter((item) => convUids.includes(item.conv_uid));
    expect(ours).toHaveLength(STREAMS);
  });

  it('a round terminated in the middle of the burst ends only its own stream', async () => {
    setup.fake.setReply({ text: LONG_ANSWER, tokenDelayMs: 30 });
    const convUids = await Promise.all(Array.from({ length: STREAMS }, () => newConversation(setup.server)));
    const [stoppedUid, ...others] = convUids;
    const stoppedStream = await postChat(setup.server, body(stoppedUid, 0));
    const othersDone = Promise.all(
      others.map((convUid, index) => chat(setup.server, body(convUid, index + 1))),
    );
    const reading = await readUntil(stoppedStream, (text) => text.includes('w2 '));
    const terminated = await apiJson(
      setup.server,
      'POST',
      `/api/v1/chat/topic/terminate?conv_id=${stoppedUid}&round_index=1`,
    );
    expect(terminated.body.success).toBe(true);

    const streamed = deltaText(framePayloads(await reading.rest()));
    expect(streamed.length).toBeLessThan(LONG_ANSWER.length);
    const [stoppedAnswer] = (await history(setup.server, stoppedUid)).filter(
      (message) => message.role === 'ai',
    );
    expect(stoppedAnswer).toMatchObject({ stopped: true, context: streamed });
    for (const result of await othersDone) expect(deltaText(result.payloads)).toBe(LONG_ANSWER);
    for (const convUid of others) {
      const answers = (await history(setup.server, convUid)).filter((message) => message.role === 'ai');
      expect(answers).toEqual([expect.objectContaining({ context: LONG_ANSWER })]);
      expect(answers[0].stopped).toBeUndefined();
    }
  });
});
