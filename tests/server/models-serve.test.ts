/** Creating models: the forms they are made from, success, and every way a request can be refused. */
import type { SupportedModel } from '@/contract/model';
import { startFakeOpenAI } from '../support/fake-openai';
import { chat, lastSnapshot, setupFakeModelServer } from './chat-test-helpers';
import {
  call,
  chatModelNames,
  createRequest,
  findModel,
  listModels,
  SERVE,
  startModelsServer,
  ask,
  KEY,
} from './models-helpers';

const setup = setupFakeModelServer(() => startModelsServer());
const apiBase = () => `${setup.fake.url}/v1`;

describe('GET /model-types', () => {
  it('offers every provider for chat, the embedding and reranking ones, with bilingual descriptors', async () => {
    const { status, body } = await call<SupportedModel[]>(setup.server, 'GET', `${SERVE}/model-types`);
    expect(status).toBe(200);
    const of = (workerType: string) =>
      body.data.filter((entry) => entry.worker_type === workerType).map((entry) => entry.provider);
    expect(of('llm')).toEqual([
      'proxy/openai',
      'proxy/deepseek',
      'proxy/tongyi',
      'proxy/moonshot',
      'proxy/zhipu',
      'proxy/baichuan',
      'proxy/yi',
      'proxy/openai-compatible',
      'proxy/ollama',
      'proxy/vllm',
    ]);
    expect(of('text2vec')).toEqual(
      expect.arrayContaining(['proxy/openai', 'proxy/tongyi', 'proxy/ollama', 'proxy/openai-compatible']),
    );
    expect(of('text2vec')).not.toContain('proxy/deepseek');
    expect(of('reranker')).toEqual(['proxy/openai-compatible', 'proxy/vllm']);

    const deepseek = body.data.find((entry) => entry.provider === 'proxy/deepseek')!;
    expect(deepseek).toMatchObject({ model: 'deepseek-chat', proxy: true, enabled: true });
    const param = (entry: SupportedModel, name: string) => entry.params.find((p) => p.param_name === name)!;
    expect(param(deepseek, 'api_key')).toMatchObject({
      param_type: 'string',
      required: true,
      ext_metadata: { tags: 'privacy' },
    });
    expect(param(deepseek, 'api_base').default_value).toBe('https://api.deepseek.com/v1');
    expect(param(deepseek, 'context_length')).toMatchObject({ param_type: 'integer', default_value: 8192 });
    expect(param(deepseek, 'check_healthy')).toMatchObject({ param_type: 'boolean', default_value: true });
    for (const descriptor of deepseek.params) {
      expect(descriptor.description).toMatch(/\w/);
      expect(descriptor.ext_metadata?.description_zh).toMatch(/[\u4e00-\u9fff]/);
      expect(descriptor.ext_metadata?.label_zh).toMatch(/\S/);
    }
    const ollama = body.data.find(
      (entry) => entry.provider === 'proxy/ollama' && entry.worker_type === 'llm',
    )!;
    expect(param(ollama, 'api_key').required).toBe(false);
    const embedding = body.data.find((entry) => entry.worker_type === 'text2vec')!;
    expect(embedding.params.map((p) => p.param_name)).not.toContain('context_length');
  });

  it('answers the same under /api/v1/worker', async () => {
    const v2 = await call(setup.server, 'GET', `${SERVE}/model-types`);
    const v1 = await call(setup.server, 'GET', '/api/v1/worker/model-types');
    expect(v1.body).toEqual(v2.body);
  });
});

describe('creating a model', () => {
  it('starts it healthy, offers it to the chat, and answers through it', async () => {
    const created = await call(
      setup.server,
      'POST',
      `${SERVE}/models`,
      createRequest('my-llm', apiBase(), { api_key: KEY, backend: 'fake-model', context_length: '4096' }),
    );
    expect(created).toEqual({
      status: 200,
      body: { success: true, err_code: null, err_msg: null, data: true },
    });
    const model = await findModel(setup.server, 'my-llm');
    expect(model).toMatchObject({
      worker_type: 'llm',
      provider: 'proxy/openai-compatible',
      source: 'stored',
      started: true,
      healthy: true,
      check_healthy: true,
      failure_reason: null,
      params: {
        name: 'my-llm',
        api_base: apiBase(),
        backend: 'fake-model',
        context_length: 4096,
        api_key: 'sk-…7d6c',
      },
    });
    expect(model!.last_heartbeat).not.toBeNull();
    expect(await chatModelNames(setup.server)).toEqual(['env-model', 'my-llm']);

    setup.fake.setReply({ text: 'Answer from my model.' });
    const result = await chat(setup.server, ask('my-llm'));
    expect(lastSnapshot(result.payloads).content).toBe('Answer from my model.');
    const sent = setup.fake.requests.find((request) => request.path === '/v1/chat/completions')!;
    expect(sent.body).toMatchObject({ model: 'fake-model' });
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(JSON.stringify(await listModels(setup.server))).not.toContain(KEY);
  });

  it('refuses a name already taken, also by a configured model', async () => {
    await call(setup.server, 'POST', `${SERVE}/models`, createRequest('taken', apiBase()));
    const again = await call(setup.server, 'POST', `${SERVE}/models`, createRequest('taken', apiBase()));
    expect(again.status).toBe(409);
    expect(again.body.err_msg).toMatch(/"taken" is already taken/);
    const clash = await call(setup.server, 'POST', `${SERVE}/models`, createRequest('env-model', apiBase()));
    expect(clash.status).toBe(409);
    expect(clash.body.err_msg).toMatch(/server configuration/);
    // The same name is free for another worker type.
    const embedding = await call(
      setup.server,
      'POST',
      `${SERVE}/models`,
      createRequest('taken', apiBase(), {}, 'text2vec'),
    );
    expect(embedding.body.success).toBe(true);
  });

  const badRequests: [string, (base: string) => object, RegExp][] = [
    [
      'an unknown provider',
      (base) => createRequest('bad', base, { provider: 'proxy/nowhere' }),
      /^params\.provider: unknown provider/,
    ],
    [
      'no provider',
      (base) => ({ ...createRequest('bad', base), params: { api_base: base } }),
      /params\.provider: is required/,
    ],
    [
      'a provider without that worker type',
      (base) => createRequest('bad', base, { provider: 'proxy/deepseek', api_key: KEY }, 'text2vec'),
      /proxy\/deepseek offers no text2vec models/,
    ],
    [
      'a missing required parameter',
      (base) => createRequest('bad', base, { provider: 'proxy/openai' }),
      /^params\.api_key: is required;$/,
    ],
    ['no base URL for the generic endpoint', () => createRequest('bad', ''), /params\.api_base: is required/],
    [
      'a number that is not one',
      (base) => createRequest('bad', base, { context_length: 'lots' }),
      /^params\.context_length: must be a whole number;$/,
    ],
    [
      'a base URL that is not one',
      () => createRequest('bad', 'localhost:1234'),
      /params\.api_base: must be an http\(s\) URL/,
    ],
    ['an empty name', (base) => createRequest('  ', base), /^model: must not be empty;/],
    [
      'an unknown worker type',
      (base) => ({ ...createRequest('bad', base), worker_type: 'vision' }),
      /^worker_type: /,
    ],
    ['no params', (base) => ({ ...createRequest('bad', base), params: undefined }), /^params: /],
  ];

  it.each(badRequests)('answers 400 E0001 for %s and stores nothing', async (_case, makeBody, message) => {
    const before = await listModels(setup.server);
    const { status, body } = await call(setup.server, 'POST', `${SERVE}/models`, makeBody(apiBase()));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, err_code: 'E0001', data: null });
    expect(body.err_msg).toMatch(message);
    expect(body.err_msg).not.toContain(KEY);
    expect(await listModels(setup.server)).toHaveLength(before.length);
  });

  it('answers 502 with the reason when the endpoint does not answer, and stores nothing', async () => {
    const gone = await startFakeOpenAI();
    await gone.close();
    const { status, body } = await call(
      setup.server,
      'POST',
      `${SERVE}/models`,
      createRequest('down', `${gone.url}/v1`),
    );
    expect(status).toBe(502);
    expect(body.success).toBe(false);
    expect(body.err_msg).toBe(`Cannot reach the model provider at ${gone.url}/v1 (ECONNREFUSED)`);
    expect(await findModel(setup.server, 'down')).toBeUndefined();
  });
});
