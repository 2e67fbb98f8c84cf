/** Models over time: configured ones, start and stop (with a chat in flight), delete, health. */
import type { ModelInstance } from '@/contract/model';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import {
  chat,
  eventually,
  framePayloads,
  lastSnapshot,
  postChat,
  setupFakeModelServer,
} from './chat-test-helpers';
import {
  call,
  chatModelNames,
  createRequest,
  findModel,
  identity,
  listModels,
  SERVE,
  startModelsServer,
  ask,
  KEY,
} from './models-helpers';

const setup = setupFakeModelServer(() => startModelsServer());
const apiBase = () => `${setup.fake.url}/v1`;

async function stopModel(name: string, deleteAfter = false) {
  return call(setup.server, 'POST', `${SERVE}/models/stop`, { ...identity(name), delete_after: deleteAfter });
}

describe('the configured model', () => {
  it('is listed as coming from configuration, healthy, with its key masked', async () => {
    const model = await eventually(
      () => findModel(setup.server, 'env-model'),
      (found) => Boolean(found?.last_heartbeat),
    );
    expect(model).toMatchObject({
      worker_type: 'llm',
      provider: 'proxy/openai',
      source: 'config',
      started: true,
      healthy: true,
      failure_reason: null,
    });
    expect(Number.isNaN(Date.parse(model!.last_heartbeat!))).toBe(false);
    expect(model!.params!.api_key).toBe('sk-…1111');
    expect(JSON.stringify(await listModels(setup.server))).not.toContain('sk-configured-key');
  });

  it('cannot be deleted, but can be stopped and started again', async () => {
    const refused = await stopModel('env-model', true);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, data: null });
    expect(refused.body.err_msg).toMatch(/server configuration .* cannot be deleted/);
    expect(await chatModelNames(setup.server)).toContain('env-model');

    expect((await stopModel('env-model')).body).toMatchObject({ success: true, data: true });
    expect(await chatModelNames(setup.server)).not.toContain('env-model');
    expect(await findModel(setup.server, 'env-model')).toMatchObject({ started: false, healthy: false });
    const started = await call(setup.server, 'POST', `${SERVE}/models/start`, identity('env-model'));
    expect(started.body).toMatchObject({ success: true, data: true });
    expect(await chatModelNames(setup.server)).toContain('env-model');
  });
});

describe('starting and stopping', () => {
  it('answers 404 for a model that does not exist', async () => {
    for (const action of ['start', 'stop']) {
      const { status, body } = await call(
        setup.server,
        'POST',
        `${SERVE}/models/${action}`,
        identity('ghost'),
      );
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, err_msg: 'Model "ghost" (llm) not found' });
    }
  });

  it('stop ends a stream in flight with an error frame and leaves new chats at once; start brings it back', async () => {
    await call(setup.server, 'POST', `${SERVE}/models`, createRequest('switch', apiBase(), { api_key: KEY }));
    setup.fake.setReply({ text: Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '), tokenDelayMs: 30 });
    const response = await postChat(setup.server, { ...ask('switch'), incremental: true });
    await eventually(
      async () => setup.fake.openStreams,
      (open) => open === 1,
    );

    expect((await stopModel('switch')).body).toMatchObject({ success: true, data: true });
    const payloads = framePayloads(await response.text());
    expect(payloads.at(-1)).toBe('[SERVER_ERROR]The model "switch" was stopped');
    await eventually(
      async () => setup.fake.openStreams,
      (open) => open === 0,
    );

    expect(await chatModelNames(setup.server)).not.toContain('switch');
    expect(await findModel(setup.server, 'switch')).toMatchObject({
      started: false,
      healthy: false,
      failure_reason: null,
      params: { api_key: 'sk-…7d6c' },
    });
    const refused = await chat(setup.server, ask('switch'));
    expect(refused.payloads[0]).toMatch(/^\[SERVER_ERROR\]The model "switch" is not available/);

    setup.fake.setReply({ text: 'Back again.' });
    expect((await call(setup.server, 'POST', `${SERVE}/models/start`, identity('switch'))).body.data).toBe(
      true,
    );
    expect(await findModel(setup.server, 'switch')).toMatchObject({ started: true, healthy: true });
    expect(await chatModelNames(setup.server)).toContain('switch');
    expect(lastSnapshot((await chat(setup.server, ask('switch'))).payloads).content).toBe('Back again.');
  });

  it('stop with delete_after removes the model for good', async () => {
    await call(setup.server, 'POST', `${SERVE}/models`, createRequest('doomed', apiBase()));
    expect((await stopModel('doomed', true)).body).toMatchObject({ success: true, data: true });
    expect(await findModel(setup.server, 'doomed')).toBeUndefined();
    expect(await chatModelNames(setup.server)).not.toContain('doomed');
    const start = await call(setup.server, 'POST', `${SERVE}/models/start`, identity('doomed'));
    expect(start.status).toBe(404);
  });

  it('lists the same models under /api/v1/worker', async () => {
    const v1 = await call<ModelInstance[]>(setup.server, 'GET', '/api/v1/worker/models');
    expect(v1.body.data.map((model) => model.model_name)).toEqual(
      (await listModels(setup.server)).map((model) => model.model_name),
    );
  });
});

describe('health', () => {
  let other: FakeOpenAI;
  beforeEach(async () => {
    other = await startFakeOpenAI();
  });
  afterEach(() => other.close());

  it('marks a model whose endpoint goes away unhealthy with the reason, and leaves it out of chats', async () => {
    await call(setup.server, 'POST', `${SERVE}/models`, createRequest('fragile', `${other.url}/v1`));
    expect(await chatModelNames(setup.server)).toContain('fragile');
    await other.close();
    const model = await eventually(
      () => findModel(setup.server, 'fragile'),
      (found) => found?.healthy === false,
    );
    expect(model).toMatchObject({ started: true, source: 'stored' });
    expect(model!.failure_reason).toBe(`Cannot reach the model provider at ${other.url}/v1 (ECONNREFUSED)`);
    expect(await chatModelNames(setup.server)).not.toContain('fragile');
    // Unhealthy is not stopped: a chat naming it still tries, and reports the provider's own error.
    const result = await chat(setup.server, ask('fragile'));
    expect(result.payloads[0]).toMatch(/^\[SERVER_ERROR\]Cannot reach the model provider/);
    // The same reasons in Chinese for a caller who reads Chinese.
    const inChinese = { 'accept-language': 'zh-CN', 'content-type': 'application/json' };
    const listed = await fetch(`${setup.server.baseUrl}${SERVE}/models`, { headers: inChinese });
    const fragile = ((await listed.json()).data as ModelInstance[]).find((m) => m.model_name === 'fragile');
    expect(fragile?.failure_reason).toBe(`无法连接模型服务商 ${other.url}/v1（ECONNREFUSED）`);
    const stream = await fetch(`${setup.server.baseUrl}/api/v1/chat/completions`, {
      method: 'POST',
      headers: inChinese,
      body: JSON.stringify(ask('fragile')),
    });
    expect(await stream.text()).toMatch(/^data: \[SERVER_ERROR\]无法连接模型服务商/);
    expect(await findModel(setup.server, 'env-model')).toMatchObject({ healthy: true });
    await stopModel('fragile', true);
  });

  it('leaves a model with check_healthy off unchecked, even at an endpoint that is down', async () => {
    await other.close();
    const created = await call(
      setup.server,
      'POST',
      `${SERVE}/models`,
      createRequest('unchecked', `${other.url}/v1`, { check_healthy: false }),
    );
    expect(created.body.data).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await findModel(setup.server, 'unchecked')).toMatchObject({
      healthy: true,
      check_healthy: false,
      last_heartbeat: null,
      params: { check_healthy: false },
    });
    expect(await chatModelNames(setup.server)).toContain('unchecked');
    await stopModel('unchecked', true);
  });

  it('reports a rejected key as the reason', async () => {
    const guarded = await startFakeOpenAI({ apiKey: 'right-key' });
    try {
      const { status, body } = await call(
        setup.server,
        'POST',
        `${SERVE}/models`,
        createRequest('locked', `${guarded.url}/v1`, { api_key: 'wrong-key-123456789' }),
      );
      expect(status).toBe(502);
      expect(body.err_msg).toBe(
        'The model provider rejected the API key (HTTP 401): Incorrect API key provided.',
      );
    } finally {
      await guarded.close();
    }
  });
});
