import { createManagedRegistry, type UsableModel } from '@/server/models/managed-registry';
import type { ManagedModel } from '@/server/models/managed-model';
import { startRunningModel, type RunningModel } from '@/server/models/model-runtime';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
afterEach(() => fake.reset());

const options = { contextTokens: 4096, requestTimeoutMs: 5000 };
const endpoint = (name: string) => ({
  name,
  provider: 'proxy/openai-compatible' as const,
  baseUrl: `${fake.url}/v1`,
  apiKey: null,
  backend: 'fake-model',
});

describe('a running model', () => {
  it('embeds until stopped, then refuses with a "stopped" error', async () => {
    const running = startRunningModel(endpoint('vectors'), 'text2vec', options);
    expect(running.chat).toBeUndefined();
    expect(await running.embedding!.embed(['alpha'])).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ path: '/v1/embeddings', body: { model: 'fake-model' } });
    running.stop();
    await expect(running.embedding!.embed(['alpha'])).rejects.toMatchObject({
      failure: 'stopped',
      message: 'The model "vectors" was stopped',
    });
  });

  it('ends a chat stream in flight when stopped, and closes the provider connection', async () => {
    fake.setReply({ text: 'one two three four five six seven eight', tokenDelayMs: 30 });
    const running = startRunningModel(endpoint('talker'), 'llm', options);
    const seen: string[] = [];
    const stream = running.chat!.streamChat(
      { messages: [{ role: 'user', content: 'hi' }] },
      { signal: new AbortController().signal },
    );
    const read = (async () => {
      for await (const delta of stream) {
        seen.push(delta.content);
        if (seen.length === 2) running.stop();
      }
    })();
    await expect(read).rejects.toMatchObject({ failure: 'stopped' });
    expect(seen.join('')).toBe('one two ');
    await vi.waitFor(() => expect(fake.openStreams).toBe(0));
  });
});

describe('the managed registry', () => {
  const usable = (name: string, healthy: boolean, workerType: 'llm' | 'text2vec' = 'llm'): UsableModel => {
    const running: RunningModel = startRunningModel(endpoint(name), workerType, options);
    const model: ManagedModel = {
      name,
      workerType,
      provider: 'proxy/openai-compatible',
      origin: 'stored',
      shownParams: {},
      checkHealthy: true,
      contextTokens: 4096,
    };
    return { model, running, healthy };
  };

  it('lists the healthy chat models; a name reaches an unhealthy one; the default is the first healthy', async () => {
    const models = [usable('sick', false), usable('well', true), usable('embedder', true, 'text2vec')];
    const registry = createManagedRegistry(() => models);
    expect(await registry.listModelNames()).toEqual(['well']);
    expect((await registry.getChatModel('sick'))?.name).toBe('sick');
    expect((await registry.getChatModel())?.name).toBe('well');
    expect(await registry.getChatModel('embedder')).toBeUndefined();
    expect((await registry.getEmbeddingModel())?.name).toBe('embedder');
    expect(await registry.getChatModel('nobody')).toBeUndefined();
  });

  it('falls back to the first started model when none is healthy', async () => {
    const registry = createManagedRegistry(() => [usable('sick', false)]);
    expect(await registry.listModelNames()).toEqual([]);
    expect((await registry.getChatModel())?.name).toBe('sick');
  });
});
