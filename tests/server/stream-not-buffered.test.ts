import {
  eventually,
  history,
  newConversation,
  setupFakeModelServer,
  startChatServer,
} from './chat-test-helpers';

const setup = setupFakeModelServer(() => startChatServer());

/** What a browser that accepts compression sends with a streamed request. */
const BROWSER_HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const FIRST_FRAME_TIMEOUT_MS = 3000;

/** The first chunk of the body, or a failure if it does not come while the model is still answering. */
async function firstChunk(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('no frame before the model finished')), FIRST_FRAME_TIMEOUT_MS),
  );
  const { value } = await Promise.race([reader.read(), timeout]);
  return new TextDecoder().decode(value);
}

function openStream(path: string, body: unknown, signal: AbortSignal): Promise<Response> {
  return fetch(`${setup.server.baseUrl}${path}`, {
    method: 'POST',
    headers: BROWSER_HEADERS,
    body: JSON.stringify(body),
    signal,
  });
}

describe('streamed answers', () => {
  it.each([false, true])(
    'reach the client frame by frame, uncompressed, while the model is still answering (incremental: %s)',
    async (incremental) => {
      // The model says one word, then holds the rest of its answer until the client leaves.
      setup.fake.replyOnce({ chunks: ['Hello', ' there'], stallAfterChunks: 1 });
      const convUid = await newConversation(setup.server);
      const client = new AbortController();
      const response = await openStream(
        '/api/v1/chat/completions',
        { conv_uid: convUid, chat_mode: 'chat_normal', user_input: 'Hi', incremental },
        client.signal,
      );
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('content-encoding')).toBeNull();

      expect(await firstChunk(response)).toMatch(/^data: .*Hello/);
      expect(setup.fake.openStreams).toBe(1);
      // What the client sees is on record: the question is stored before the first frame.
      expect((await history(setup.server, convUid)).map((message) => message.role)).toContain('human');

      // The client leaves: the answer so far is kept, marked stopped.
      client.abort();
      await eventually(
        () => history(setup.server, convUid),
        (messages) =>
          messages.some((message) => message.role === 'ai' && message.context === 'Hello' && message.stopped),
      );
    },
  );

  it('include the prompt debug stream, which is not compressed or held back either', async () => {
    setup.fake.replyOnce({ chunks: ['Hello', ' there'], stallAfterChunks: 1 });
    const client = new AbortController();
    const response = await openStream(
      '/prompt/template/debug',
      { prompt_type: 'Normal', content: 'Answer briefly.', user_input: 'Hi' },
      client.signal,
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await firstChunk(response)).toMatch(/^data: ?Hello/);
    expect(setup.fake.openStreams).toBe(1);
    client.abort();
    await eventually(
      async () => setup.fake.openStreams,
      (open) => open === 0,
    );
  });
});
