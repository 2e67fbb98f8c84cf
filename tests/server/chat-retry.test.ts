import {
  apiJson,
  chat,
  eventually,
  history,
  lastSnapshot,
  newConversation,
  postChat,
  setupFakeModelServer,
  startChatServer,
} from './chat-test-helpers';

const setup = setupFakeModelServer(() => startChatServer());

const LONG_ANSWER = Array.from({ length: 40 }, (_, index) => `w${index + 1}`).join(' ');
const STORY = 'Tell me a long story';

const ask = (convUid: string, userInput: string, extra: Record<string, unknown> = {}) => ({
  conv_uid: convUid,
  user_input: userInput,
  chat_mode: 'chat_normal',
  ...extra,
});

/** What a DB-GPT client reads of the history: per round its messages' roles, texts and stop marks. */
const rounds = async (convUid: string) =>
  (await history(setup.server, convUid)).map((message) => [
    message.order,
    message.role,
    message.context,
    message.stopped ?? false,
  ]);

/** Starts a slow answer and disconnects once part of it arrived, as the Stop button does. */
async function askAndStop(convUid: string, userInput: string): Promise<string> {
  setup.fake.replyOnce({ text: LONG_ANSWER, tokenDelayMs: 40 });
  const controller = new AbortController();
  const response = await postChat(setup.server, ask(convUid, userInput), { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('w3 ')) text += decoder.decode((await reader.read()).value, { stream: true });
  controller.abort();
  const stored = await eventually(
    () => history(setup.server, convUid),
    (messages) => messages.some((message) => message.role === 'ai' && message.stopped && message.context),
  );
  return stored.find((message) => message.role === 'ai' && message.stopped)!.context;
}

describe('retrying an answer', () => {
  it('keeps one question after stop and retry, the stopped answer an earlier version of it', async () => {
    const convUid = await newConversation(setup.server);
    setup.fake.replyOnce({ text: 'Hello.' });
    await chat(setup.server, ask(convUid, 'Hi'));
    const stopped = await askAndStop(convUid, STORY);
    expect(stopped).toMatch(/^w1 w2 w3/);

    setup.fake.replyOnce({ text: 'Second version.' });
    const second = await chat(setup.server, ask(convUid, STORY, { retry: true }));
    expect(lastSnapshot(second.payloads).content).toBe('Second version.');
    // The retry was asked as its round was: earlier rounds, then the question, not the stopped answer.
    const prompt = setup.fake
      .chatRequests()
      .at(-1)!
      .messages.filter((message) => message.role !== 'system');
    expect(prompt.map((message) => message.content)).toEqual(['Hi', 'Hello.', STORY]);

    setup.fake.replyOnce({ text: 'Third version.' });
    await chat(setup.server, ask(convUid, STORY, { retry: true }));

    // DB-GPT's shape: the question once, followed by its latest answer.
    expect(await rounds(convUid)).toEqual([
      [1, 'human', 'Hi', false],
      [1, 'ai', 'Hello.', false],
      [1, 'view', 'Hello.', false],
      [2, 'human', STORY, false],
      [2, 'ai', 'Third version.', false],
      [2, 'view', 'Third version.', false],
    ]);
    // Ours: the earlier answers in order on the `view` message, the stopped one flagged.
    const messages = await history(setup.server, convUid);
    expect(messages.filter((message) => message.versions).map((message) => message.role)).toEqual(['view']);
    expect(messages[5].versions).toEqual([
      { context: stopped, model_name: 'fake-model', time_stamp: null, stopped: true },
      { context: 'Second version.', model_name: 'fake-model', time_stamp: null },
    ]);
    const listed = await apiJson<{ conv_uid: string; user_input: string }[]>(
      setup.server,
      'GET',
      '/api/v1/chat/dialogue/list',
    );
    expect(listed.body.data.filter((item) => item.conv_uid === convUid)).toHaveLength(1);
  });

  it('answers a retry sent while the answer still streams as a version too', async () => {
    const convUid = await newConversation(setup.server);
    setup.fake.replyOnce({ text: LONG_ANSWER, tokenDelayMs: 40 });
    const running = await postChat(setup.server, ask(convUid, STORY));
    const reader = running.body!.getReader();
    await reader.read();
    setup.fake.replyOnce({ text: 'Again.' });
    await chat(setup.server, ask(convUid, STORY, { retry: true }));
    while (!(await reader.read()).done);

    const messages = await history(setup.server, convUid);
    expect(messages.map((message) => [message.order, message.role])).toEqual([
      [1, 'human'],
      [1, 'ai'],
      [1, 'view'],
    ]);
    expect(messages[2].context).toBe('Again.');
    expect(messages[2].versions).toHaveLength(1);
    expect(messages[2].versions![0].stopped).toBe(true);
  });

  it('retries a failed answer: the question is asked once and answered, with no earlier version', async () => {
    const convUid = await newConversation(setup.server);
    setup.fake.replyOnce({ status: 500, errorMessage: 'Upstream broke' });
    const failed = await chat(setup.server, ask(convUid, 'Why?'));
    expect(failed.payloads.join('\n')).toMatch(/Upstream broke|500/);
    setup.fake.replyOnce({ text: 'Because.' });
    await chat(setup.server, ask(convUid, 'Why?', { retry: true }));

    const messages = await history(setup.server, convUid);
    expect(messages.map((message) => [message.role, message.context])).toEqual([
      ['human', 'Why?'],
      ['ai', 'Because.'],
      ['view', 'Because.'],
    ]);
    expect(messages[2].versions).toBeUndefined();
  });

  it('keeps the answer it replaces when the retry fails before saying anything', async () => {
    const convUid = await newConversation(setup.server);
    setup.fake.replyOnce({ text: 'Kept answer.' });
    await chat(setup.server, ask(convUid, 'Question'));
    setup.fake.replyOnce({ status: 500, errorMessage: 'Upstream broke' });
    await chat(setup.server, ask(convUid, 'Question', { retry: true }));

    const messages = await history(setup.server, convUid);
    expect(messages.map((message) => [message.role, message.context, message.versions])).toEqual([
      ['human', 'Question', undefined],
      ['ai', 'Kept answer.', undefined],
      ['view', 'Kept answer.', undefined],
    ]);
  });

  it('opens a new round when the retried question is not the latest one, and without the flag', async () => {
    const convUid = await newConversation(setup.server);
    await chat(setup.server, ask(convUid, 'First'));
    await chat(setup.server, ask(convUid, 'Another question', { retry: true }));
    await chat(setup.server, ask(convUid, 'Another question'));
    const humans = (await history(setup.server, convUid)).filter((message) => message.role === 'human');
    expect(humans.map((message) => [message.order, message.context])).toEqual([
      [1, 'First'],
      [2, 'Another question'],
      [3, 'Another question'],
    ]);
  });

  it('clears the earlier versions with the conversation', async () => {
    const convUid = await newConversation(setup.server);
    await chat(setup.server, ask(convUid, 'Q'));
    await chat(setup.server, ask(convUid, 'Q', { retry: true }));
    expect((await history(setup.server, convUid))[2].versions).toHaveLength(1);
    await apiJson(setup.server, 'POST', `/api/v1/chat/dialogue/clear?con_uid=${convUid}`);
    await chat(setup.server, ask(convUid, 'Q'));
    const messages = await history(setup.server, convUid);
    expect(messages).toHaveLength(3);
    expect(messages[2].versions).toBeUndefined();
  });
});
