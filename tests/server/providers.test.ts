import { ConfigError, parseConfig } from '@/server/config';
import type { ChatDelta, ChatModel } from '@/server/models/chat-model';
import { readModelsConfig, type ModelEndpointConfig } from '@/server/models/models-config';
import {
  createOpenAICompatibleChatModel,
  createOpenAICompatibleEmbeddingModel,
} from '@/server/models/openai-compatible';
import { ModelProviderError } from '@/server/models/provider-error';
import { ThinkTagSplitter } from '@/server/models/think-tag-splitter';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { apiJson, startChatServer } from './chat-test-helpers';

describe('model configuration', () => {
  it('has no model until LLM_MODEL_NAME is set, with the documented defaults', () => {
    expect(parseConfig({}).models).toEqual({
      llm: null,
      embedding: null,
      contextTokens: 8192,
      requestTimeoutMs: 120_000,
    });
  });

  it('reads the DB-GPT variables; embedding falls back to the LLM base URL and key', () => {
    const { models } = parseConfig({
      LLM_MODEL_NAME: 'deepseek-chat',
      LLM_MODEL_PROVIDER: 'proxy/deepseek',
      OPENAI_API_BASE: 'https://gateway.example/v1/',
      OPENAI_API_KEY: 'sk-1',
      EMBEDDING_MODEL_NAME: 'bge-m3',
      EMBEDDING_MODEL_PROVIDER: 'proxy/deepseek',
      LLM_CONTEXT_TOKENS: '32000',
      LLM_REQUEST_TIMEOUT_S: '2.5',
    });
    expect(models.llm).toEqual({
      name: 'deepseek-chat',
      provider: 'proxy/deepseek',
      baseUrl: 'https://gateway.example/v1',
      apiKey: 'sk-1',
    });
    expect(models.embedding).toEqual({
      name: 'bge-m3',
      provider: 'proxy/deepseek',
      baseUrl: 'https://gateway.example/v1',
      apiKey: 'sk-1',
    });
    expect(models.contextTokens).toBe(32000);
    expect(models.requestTimeoutMs).toBe(2500);
  });

  it("uses each provider's default base URL; Ollama needs no key", () => {
    const { config, problems } = readModelsConfig({
      LLM_MODEL_NAME: 'qwen3:8b',
      LLM_MODEL_PROVIDER: 'proxy/ollama',
      EMBEDDING_MODEL_NAME: 'text-embedding-v3',
      EMBEDDING_MODEL_PROVIDER: 'proxy/tongyi',
      EMBEDDING_API_KEY: 'dash',
    });
    expect(problems).toEqual([]);
    expect(config.llm).toMatchObject({ baseUrl: 'http://localhost:11434/v1', apiKey: null });
    expect(config.embedding).toMatchObject({
      baseUrl: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
      apiKey: 'dash',
    });
  });

  it.each([
    [
      { LLM_MODEL_NAME: 'm', LLM_MODEL_PROVIDER: 'proxy/nowhere', OPENAI_API_KEY: 'k' },
      /LLM_MODEL_PROVIDER must be one of proxy\/openai, .*proxy\/vllm \(got "proxy\/nowhere"\)/,
    ],
    [
      { LLM_MODEL_NAME: 'gpt-4o' },
      /OPENAI_API_KEY is required for LLM_MODEL_NAME with provider proxy\/openai/,
    ],
    [
      { LLM_MODEL_NAME: 'm', OPENAI_API_KEY: 'k', OPENAI_API_BASE: 'ftp://x' },
      /OPENAI_API_BASE must be an http\(s\) URL/,
    ],
    [{ LLM_CONTEXT_TOKENS: '8k' }, /LLM_CONTEXT_TOKENS must be a positive whole number \(got "8k"\)/],
    [{ LLM_REQUEST_TIMEOUT_S: '0' }, /LLM_REQUEST_TIMEOUT_S must be a positive number/],
  ])('refuses a bad value with a one-line ConfigError (%o)', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
    try {
      parseConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('names model and server problems together', () => {
    expect(() => parseConfig({ PORT: 'x', LLM_CONTEXT_TOKENS: '-1' })).toThrow(
      /PORT .*; LLM_CONTEXT_TOKENS /,
    );
  });
});

describe('think tags', () => {
  function split(chunks: string[]): ChatDelta {
    const splitter = new ThinkTagSplitter();
    const total = { content: '', reasoning: '' };
    for (const delta of [...chunks.map((chunk) => splitter.push(chunk)), splitter.flush()]) {
      total.content += delta.content;
      total.reasoning += delta.reasoning;
    }
    return total;
  }

  it('moves <think>…</think> at the start into the reasoning, even split across chunks', () => {
    expect(split(['<th', 'ink>Let me', ' see</thi', 'nk>\n', '\nThe answer'])).toEqual({
      reasoning: 'Let me see',
      content: 'The answer',
    });
  });

  it('leaves a tag elsewhere, and text that only looks like the start of one, in the answer', () => {
    expect(split(['Use <think> tags'])).toEqual({ content: 'Use <think> tags', reasoning: '' });
    expect(split(['<th'])).toEqual({ content: '<th', reasoning: '' });
  });
});

describe('OpenAI-compatible provider', () => {
  let fake: FakeOpenAI;
  const endpoint = (): ModelEndpointConfig => ({
    name: 'fake-model',
    provider: 'proxy/openai',
    baseUrl: `${fake.url}/v1`,
    apiKey: 'k',
  });
  const model = (timeoutMs = 5000): ChatModel =>
    createOpenAICompatibleChatModel(endpoint(), { contextTokens: 4096, requestTimeoutMs: timeoutMs });

  async function collect(chat: ChatModel, signal = new AbortController().signal) {
    const total = { content: '', reasoning: '', chunks: 0 };
    for await (const delta of chat.streamChat({ messages: [{ role: 'user', content: 'hi' }] }, { signal })) {
      total.content += delta.content;
      total.reasoning += delta.reasoning;
      total.chunks += 1;
    }
    return total;
  }

  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  it('streams the answer and DeepSeek-style reasoning_content', async () => {
    fake.setReply({ text: 'Four.', reasoning: 'Two plus two.' });
    expect(await collect(model())).toMatchObject({ content: 'Four.', reasoning: 'Two plus two.' });
    expect(fake.requests[0].headers.authorization).toBe('Bearer k');
  });

  it('reads <think> text at the start of the content as reasoning', async () => {
    fake.setReply({ chunks: ['<think>', 'hmm', '</think>', 'Yes.'] });
    expect(await collect(model())).toMatchObject({ content: 'Yes.', reasoning: 'hmm' });
  });

  it('sends a placeholder key to servers that need none', async () => {
    const ollama = createOpenAICompatibleChatModel(
      { ...endpoint(), provider: 'proxy/ollama', apiKey: null },
      { contextTokens: 4096, requestTimeoutMs: 5000 },
    );
    await collect(ollama);
    expect(fake.requests[0].headers.authorization).toBe('Bearer no-key');
  });

  it.each([
    [401, 'auth', /rejected the API key \(HTTP 401\): Bad key/],
    [429, 'rate_limit', /rate limiting requests \(HTTP 429\)/],
    [500, 'provider', /failed \(HTTP 500\)/],
  ])('turns HTTP %i into a readable %s error without retrying', async (status, failure, message) => {
    fake.setReply({ status, errorMessage: 'Bad key' });
    const error = await collect(model()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelProviderError);
    expect(error).toMatchObject({ failure });
    expect((error as Error).message).toMatch(message);
    expect(fake.chatRequests()).toHaveLength(1);
  });

  it('reports an unreachable endpoint', async () => {
    const closed = await startFakeOpenAI();
    await closed.close();
    const unreachable = createOpenAICompatibleChatModel(
      { ...endpoint(), baseUrl: `${closed.url}/v1` },
      { contextTokens: 4096, requestTimeoutMs: 5000 },
    );
    const error = await collect(unreachable).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ failure: 'unreachable' });
    expect((error as Error).message).toContain(`Cannot reach the model provider at ${closed.url}/v1`);
  });

  it.each([
    ['never answers', { hang: true }],
    ['stalls mid-answer', { stallAfterChunks: 2, text: 'one two three four' }],
  ])('times out when the provider %s, and closes its connection', async (_case, reply) => {
    fake.setReply(reply);
    const started = Date.now();
    const error = await collect(model(300)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      failure: 'timeout',
      message: 'The model provider did not answer within 0.3 s',
    });
    expect(Date.now() - started).toBeLessThan(2000);
    await vi.waitFor(() => expect(fake.openStreams).toBe(0));
  });

  it('stops when the signal aborts, with the abort reason, and closes the connection', async () => {
    fake.setReply({ text: 'a b c d e f g h', tokenDelayMs: 50 });
    const controller = new AbortController();
    const seen: string[] = [];
    const reason = new Error('stop please');
    const run = (async () => {
      for await (const delta of model().streamChat(
        { messages: [{ role: 'user', content: 'hi' }] },
        { signal: controller.signal },
      )) {
        seen.push(delta.content);
        if (seen.length === 2) controller.abort(reason);
      }
    })();
    await expect(run).rejects.toBe(reason);
    expect(seen.join('')).toBe('a b ');
    await vi.waitFor(() => expect(fake.openStreams).toBe(0));
  });

  it('passes temperature and max_tokens; OpenAI itself gets max_completion_tokens', async () => {
    const signal = new AbortController().signal;
    const request = {
      messages: [{ role: 'user' as const, content: 'hi' }],
      temperature: 0.2,
      maxNewTokens: 77,
    };
    for await (const _ of model().streamChat(request, { signal })) void _;
    expect(fake.chatRequests()[0]).toMatchObject({ temperature: 0.2, max_tokens: 77, stream: true });
    expect(fake.chatRequests()[0]).not.toHaveProperty('max_completion_tokens');
    const { maxTokensParameter } = await import('@/server/models/provider-catalogue');
    expect(maxTokensParameter('https://api.openai.com/v1')).toBe('max_completion_tokens');
  });

  it('embeds texts in order', async () => {
    const embedder = createOpenAICompatibleEmbeddingModel(
      { ...endpoint(), name: 'fake-embed' },
      { contextTokens: 4096, requestTimeoutMs: 5000 },
    );
    const vectors = await embedder.embed(['alpha', 'beta', 'alpha']);
    expect(vectors).toHaveLength(3);
    expect(vectors[0]).toHaveLength(8);
    expect(vectors[0]).toEqual(vectors[2]);
    expect(vectors[0]).not.toEqual(vectors[1]);
    expect(fake.requests[0]).toMatchObject({ path: '/v1/embeddings', body: { model: 'fake-embed' } });
  });
});

describe('GET /api/v1/model/types', () => {
  it('lists the configured model', async () => {
    const setup = await startChatServer();
    try {
      const { body } = await apiJson(setup.server, 'GET', '/api/v1/model/types');
      expect(body).toEqual({ success: true, err_code: null, err_msg: null, data: ['fake-model'] });
    } finally {
      await setup.close();
    }
  });
});
