import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatModel } from '@/server/models/chat-model';
import type { ModelEndpointConfig } from '@/server/models/models-config';
import {
  createOpenAICompatibleChatModel,
  createOpenAICompatibleEmbeddingModel,
} from '@/server/models/openai-compatible';
import { probeEndpoint } from '@/server/models/endpoint-probe';
import { ModelProviderError } from '@/server/models/provider-error';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

// The provider client itself: connections kept between answers, and the failures of a stream that the
// chat tests do not reach (they see these only as the text of an error frame).
describe('provider client', () => {
  let fake: FakeOpenAI;
  const endpoint = (): ModelEndpointConfig => ({
    name: 'fake-model',
    provider: 'proxy/openai',
    baseUrl: `${fake.url}/v1`,
    apiKey: 'k',
  });
  const model = (): ChatModel =>
    createOpenAICompatibleChatModel(endpoint(), { contextTokens: 4096, requestTimeoutMs: 5000 });

  async function collect(chat: ChatModel, signal = new AbortController().signal) {
    let content = '';
    for await (const delta of chat.streamChat({ messages: [{ role: 'user', content: 'hi' }] }, { signal }))
      content += delta.content;
    return content;
  }

  async function failureOf(run: Promise<unknown>): Promise<ModelProviderError> {
    const error = await run.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelProviderError);
    return error as ModelProviderError;
  }

  beforeEach(async () => {
    fake = await startFakeOpenAI();
  });
  afterEach(() => fake.close());

  it('keeps the connection for the next answers, one after another and many at once', async () => {
    const chat = model();
    // undici hands a connection back to its pool one event-loop turn after the answer ended.
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    expect(await collect(chat)).toBe('Hello from the fake model.');
    await nextTurn();
    expect(await collect(chat)).toBe('Hello from the fake model.');
    expect(fake.connectionCount).toBe(1);

    fake.setReply({ text: 'a b c', tokenDelayMs: 20 });
    await nextTurn();
    const first = await Promise.all(Array.from({ length: 30 }, () => collect(chat)));
    expect(first.every((answer) => answer === 'a b c')).toBe(true);
    expect(fake.connectionCount).toBe(30);
    await nextTurn();
    await Promise.all(Array.from({ length: 30 }, () => collect(chat)));
    expect(fake.connectionCount).toBe(30);
  });

  it('holds a long answer for a reader that falls behind, then gives it all, and keeps the connection', async () => {
    const words = Array.from({ length: 300 }, (_, index) => `w${index} `);
    fake.setReply({ chunks: words, tokenDelayMs: 1 });
    const chat = model();
    let content = '';
    let first = true;
    const signal = new AbortController().signal;
    for await (const delta of chat.streamChat({ messages: [{ role: 'user', content: 'hi' }] }, { signal })) {
      // Busy elsewhere for a while: the answer keeps coming meanwhile.
      if (first) await new Promise((resolve) => setTimeout(resolve, 200));
      first = false;
      content += delta.content;
    }
    expect(content).toBe(words.join(''));
    await new Promise((resolve) => setImmediate(resolve));
    fake.setReply({ text: 'again' });
    expect(await collect(chat)).toBe('again');
    expect(fake.connectionCount).toBe(1);
  });

  it('closes the connection of a stopped answer, and answers the next question', async () => {
    fake.setReply({ text: 'a b c d e f', tokenDelayMs: 30 });
    const controller = new AbortController();
    const stopped = (async () => {
      for await (const _ of model().streamChat(
        { messages: [{ role: 'user', content: 'hi' }] },
        { signal: controller.signal },
      ))
        controller.abort(new Error('stop'));
    })();
    await expect(stopped).rejects.toThrow('stop');
    await vi.waitFor(() => expect(fake.openStreams).toBe(0));
    fake.setReply({ text: 'again' });
    expect(await collect(model())).toBe('again');
  });

  it('reports a stream cut midway as broken off, after the text that came', async () => {
    fake.setReply({ text: 'one two three four', dropAfterChunks: 2, tokenDelayMs: 10 });
    const seen: string[] = [];
    const run = (async () => {
      const signal = new AbortController().signal;
      for await (const delta of model().streamChat(
        { messages: [{ role: 'user', content: 'hi' }] },
        { signal },
      ))
        seen.push(delta.content);
    })();
    const error = await failureOf(run);
    expect(error).toMatchObject({ failure: 'provider' });
    expect(error.message).toBe("The model provider's answer broke off (terminated)");
    expect(seen.join('')).toBe('one two ');
  });

  it('reports an error the provider sends inside the stream', async () => {
    fake.setReply({ text: 'partial', streamError: 'overloaded, try later' });
    const error = await failureOf(collect(model()));
    expect(error.message).toBe("The model provider's answer broke off (overloaded, try later)");
  });

  it.each([
    [403, 'auth', 'The model provider rejected the API key (HTTP 403): Nope'],
    [404, 'not_found', 'The model provider does not know model "fake-model" (HTTP 404): Nope'],
    [400, 'bad_request', 'The model provider refused the request (HTTP 400): Nope'],
    [503, 'provider', 'The model provider failed (HTTP 503): Nope'],
  ])('maps HTTP %i to %s with the provider’s own words', async (status, failure, message) => {
    fake.setReply({ status, errorMessage: 'Nope' });
    const error = await failureOf(collect(model()));
    expect(error).toMatchObject({ failure, message });
  });

  it('says only the status when the error body is not JSON (a proxy’s HTML page)', async () => {
    fake.setReply({ status: 502, errorBody: '<html><body>Bad Gateway</body></html>' });
    const error = await failureOf(collect(model()));
    expect(error).toMatchObject({ failure: 'provider', message: 'The model provider failed (HTTP 502)' });
  });

  it('sends the key, the model and the messages as the OpenAI protocol has them', async () => {
    await collect(model());
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions' });
    expect(request.headers).toMatchObject({
      authorization: 'Bearer k',
      'content-type': 'application/json',
      'user-agent': expect.stringMatching(/^dbgpt-web\/\d/),
    });
    expect(request.body).toEqual({
      model: 'fake-model',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
    });
  });

  it('retries an embedding after a passing failure, but not a refused key', async () => {
    const statuses = [503, 429, 200];
    const seen: number[] = [];
    const flaky = createServer((request, response) => {
      const status = statuses[seen.length] ?? 401;
      seen.push(status);
      response.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '10' });
      response.end(
        JSON.stringify(
          status === 200
            ? { data: [{ index: 0, embedding: [0.5, 0.25] }] }
            : { error: { message: `status ${status}` } },
        ),
      );
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = flaky.address() as AddressInfo;
      const embedder = createOpenAICompatibleEmbeddingModel(
        { ...endpoint(), name: 'embed', baseUrl: `http://127.0.0.1:${port}/v1` },
        { contextTokens: 4096, requestTimeoutMs: 5000 },
      );
      expect(await embedder.embed(['alpha'])).toEqual([[0.5, 0.25]]);
      expect(seen).toEqual([503, 429, 200]);
      const error = await failureOf(embedder.embed(['beta']));
      expect(error).toMatchObject({ failure: 'auth' });
      expect(seen).toEqual([503, 429, 200, 401]);
    } finally {
      await new Promise((resolve) => flaky.close(resolve));
    }
  });

  it('follows a redirect, without sending the key to the other origin', async () => {
    const moved = createServer((request, response) => {
      response.writeHead(request.url?.startsWith('/old/') ? 308 : 404, {
        location: `${fake.url}${request.url?.slice('/old'.length)}`,
      });
      response.end();
    });
    await new Promise<void>((resolve) => moved.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = moved.address() as AddressInfo;
      const old = { ...endpoint(), baseUrl: `http://127.0.0.1:${port}/old/v1` };
      await probeEndpoint(old, 'llm', { timeoutMs: 2000 });
      const chat = createOpenAICompatibleChatModel(old, { contextTokens: 4096, requestTimeoutMs: 5000 });
      expect(await collect(chat)).toBe('Hello from the fake model.');
      expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
        'GET /v1/models',
        'POST /v1/chat/completions',
      ]);
      expect(fake.requests.every((request) => request.headers.authorization === undefined)).toBe(true);
      expect(fake.chatRequests()[0]).toMatchObject({ model: 'fake-model', stream: true });
    } finally {
      await new Promise((resolve) => moved.close(resolve));
    }
  });

  it('reads events split anywhere, even inside a Chinese character, with CRLF line ends', async () => {
    const event = (content: string) =>
      `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\r\n\r\n`;
    const bytes = Buffer.from(`: keep-alive\r\n\r\n${event('你好')}${event('，世界')}data: [DONE]\r\n\r\n`);
    const splitter = createServer((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      // Three bytes at a time, so every character of the answer is cut in two somewhere.
      let offset = 0;
      const timer = setInterval(() => {
        response.write(bytes.subarray(offset, offset + 3));
        offset += 3;
        if (offset >= bytes.length) {
          clearInterval(timer);
          response.end();
        }
      }, 1);
    });
    await new Promise<void>((resolve) => splitter.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = splitter.address() as AddressInfo;
      const chat = createOpenAICompatibleChatModel(
        { ...endpoint(), baseUrl: `http://127.0.0.1:${port}/v1` },
        { contextTokens: 4096, requestTimeoutMs: 5000 },
      );
      expect(await collect(chat)).toBe('你好，世界');
    } finally {
      await new Promise((resolve) => splitter.close(resolve));
    }
  });

  it('gives up on an embedding or a probe that gets no answer within the time limit', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const mute = { ...endpoint(), baseUrl: `http://127.0.0.1:${port}/v1` };
      const embedder = createOpenAICompatibleEmbeddingModel(mute, {
        contextTokens: 4096,
        requestTimeoutMs: 200,
      });
      const started = Date.now();
      const error = await failureOf(embedder.embed(['alpha']));
      expect(error).toMatchObject({
        failure: 'timeout',
        message: 'The model provider did not answer within 0.2 s',
      });
      // A timeout is worth retrying for background work: three tries, each with its own limit.
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);
      const probe = probeEndpoint(mute, 'llm', { timeoutMs: 200 });
      await expect(probe).rejects.toMatchObject({ failure: 'timeout' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
