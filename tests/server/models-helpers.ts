import type { ModelInstance } from '@/contract/model';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { startTestServer, type TestServer } from './harness';

export interface ModelsSetup {
  server: TestServer;
  fake: FakeOpenAI;
  close(): Promise<void>;
}

/** Checks every 50 ms, so health changes show within a test. */
export const FAST_HEALTH_ENV = { MODEL_HEALTH_CHECK_INTERVAL_S: '0.05' };

/** The real server with one configured model (`env-model`) at a fake OpenAI-compatible endpoint. */
export async function startModelsServer(
  options: { env?: Record<string, string>; dataDir?: string; fake?: FakeOpenAI } = {},
): Promise<ModelsSetup> {
  const fake = options.fake ?? (await startFakeOpenAI({ models: ['env-model', 'fake-model'] }));
  const server = await startTestServer({
    dataDir: options.dataDir,
    env: {
      LLM_MODEL_NAME: 'env-model',
      LLM_MODEL_PROVIDER: 'proxy/openai',
      OPENAI_API_BASE: `${fake.url}/v1`,
      OPENAI_API_KEY: 'sk-configured-key-0000001111',
      ...FAST_HEALTH_ENV,
      ...options.env,
    },
  });
  return {
    server,
    fake,
    async close() {
      await server.close();
      if (!options.fake) await fake.close();
    },
  };
}

export interface EnvelopeBody<T> {
  success: boolean;
  err_code: string | null;
  err_msg: string | null;
  data: T;
}

export async function call<T = unknown>(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: EnvelopeBody<T> }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as EnvelopeBody<T> };
}

export const SERVE = '/api/v2/serve/model';

/** A create request for a model at `apiBase` through the generic OpenAI-compatible provider. */
export function createRequest(
  name: string,
  apiBase: string,
  params: Record<string, unknown> = {},
  workerType: 'llm' | 'text2vec' | 'reranker' = 'llm',
) {
  return {
    host: '127.0.0.1',
    port: 5670,
    model: name,
    worker_type: workerType,
    params: { name, provider: 'proxy/openai-compatible', api_base: apiBase, ...params },
  };
}

export function identity(name: string, workerType: 'llm' | 'text2vec' | 'reranker' = 'llm') {
  return { host: '127.0.0.1', port: 5670, model: name, worker_type: workerType, params: {} };
}

export async function listModels(server: TestServer): Promise<ModelInstance[]> {
  return (await call<ModelInstance[]>(server, 'GET', `${SERVE}/models`)).body.data;
}

export async function findModel(server: TestServer, name: string): Promise<ModelInstance | undefined> {
  return (await listModels(server)).find((model) => model.model_name === name);
}

export async function chatModelNames(server: TestServer): Promise<string[]> {
  return (await call<string[]>(server, 'GET', '/api/v1/model/types')).body.data;
}

/** An API key the tests send; it must never come back in clear. */
export const KEY = 'sk-serve-test-secret-9f8e7d6c';

/** A chat request for `model`. */
export const ask = (model: string, userInput = 'Hello?') => ({
  user_input: userInput,
  chat_mode: 'chat_normal',
  model_name: model,
});
