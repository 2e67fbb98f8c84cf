/** msw handlers and data for the Models screen's component tests. */
import { http, HttpResponse } from 'msw';
import type { ModelInstance, SupportedModel, WorkerStartupRequest } from '@/contract/model';
import type { ParameterDescription } from '@/contract/parameter';
import { server } from '../msw-server';
import { startupHandlers } from '../shell/handlers';

export const ok = <T>(data: T) => HttpResponse.json({ success: true, err_code: null, err_msg: null, data });
export const failed = (err_msg: string, status = 200) =>
  HttpResponse.json({ success: false, err_code: 'E0003', err_msg, data: null }, { status });

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function instance(model_name: string, extra: Partial<ModelInstance> = {}): ModelInstance {
  return {
    model_name,
    worker_type: 'llm',
    host: '127.0.0.1',
    port: 5670,
    manager_host: '127.0.0.1',
    manager_port: 5670,
    healthy: true,
    check_healthy: true,
    prompt_template: null,
    last_heartbeat: minutesAgo(3),
    provider: 'proxy/openai',
    source: 'stored',
    started: true,
    failure_reason: null,
    ...extra,
  };
}

const param = (param_name: string, extra: Partial<ParameterDescription>): ParameterDescription => ({
  param_name,
  param_type: 'string',
  required: false,
  default_value: null,
  valid_values: null,
  ext_metadata: null,
  ...extra,
});

/** Descriptors shaped like the server's (model-types.ts): English plain, Chinese in ext_metadata. */
export function providerParams(provider: string, baseUrl: string): ParameterDescription[] {
  return [
    param('name', {
      label: 'Model name',
      required: true,
      param_order: 0,
      description: 'The name this server gives the model',
      ext_metadata: { label_zh: '模型名称', description_zh: '本服务给模型起的名字', examples: ['gpt-4o'] },
    }),
    param('provider', {
      label: 'Provider',
      required: true,
      param_order: 1,
      default_value: provider,
      valid_values: [provider],
    }),
    param('api_base', {
      label: 'API base URL',
      required: true,
      param_order: 2,
      default_value: baseUrl,
      ext_metadata: { format: 'url' },
    }),
    param('api_key', { label: 'API key', required: true, param_order: 3, ext_metadata: { tags: 'privacy' } }),
    param('context_length', {
      label: 'Context length',
      param_type: 'integer',
      param_order: 4,
      default_value: 8192,
      ext_metadata: { min: 1 },
    }),
    param('check_healthy', {
      label: 'Check health',
      param_type: 'boolean',
      param_order: 5,
      default_value: true,
    }),
  ];
}

export function supported(
  provider: string,
  worker_type: string,
  baseUrl: string,
  model: string,
): SupportedModel {
  return {
    model,
    worker_type,
    provider,
    path: null,
    path_exist: false,
    proxy: true,
    enabled: true,
    params: providerParams(provider, baseUrl),
    description: null,
    host: '127.0.0.1',
    port: 5670,
  };
}

export const SUPPORTED: SupportedModel[] = [
  supported('proxy/openai', 'llm', 'https://api.openai.com/v1', 'gpt-4o'),
  supported('proxy/deepseek', 'llm', 'https://api.deepseek.com/v1', 'deepseek-chat'),
  supported('proxy/openai', 'text2vec', 'https://api.openai.com/v1', 'text-embedding-3-small'),
  supported('proxy/vllm', 'reranker', 'http://localhost:8000/v1', 'BAAI/bge-reranker-v2-m3'),
];

/**
 * Serves the Models screen: the shell's startup calls, the list (a function, so tests can change it), the
 * model types and the commands. Returns the recorded calls.
 */
export function serveModelsScreen({
  models = () => [instance('gpt-4o')],
  supportedModels = SUPPORTED,
}: { models?: () => ModelInstance[]; supportedModels?: SupportedModel[] } = {}) {
  const calls = {
    chatModelLists: 0,
    modelLists: 0,
    modelTypes: 0,
    start: [] as WorkerStartupRequest[],
    stop: [] as WorkerStartupRequest[],
    create: [] as WorkerStartupRequest[],
  };
  server.use(
    // Before the startup handlers: the first matching handler answers.
    http.get('*/api/v1/model/types', () => {
      calls.chatModelLists += 1;
      return ok(['gpt-4o']);
    }),
    ...startupHandlers(),
    http.get('*/api/v2/serve/model/models', () => {
      calls.modelLists += 1;
      return ok(models());
    }),
    http.get('*/api/v2/serve/model/model-types', () => {
      calls.modelTypes += 1;
      return ok(supportedModels);
    }),
    http.post('*/api/v2/serve/model/models/start', async ({ request }) => {
      calls.start.push((await request.json()) as WorkerStartupRequest);
      return ok(true);
    }),
    http.post('*/api/v2/serve/model/models/stop', async ({ request }) => {
      calls.stop.push((await request.json()) as WorkerStartupRequest);
      return ok(true);
    }),
    http.post('*/api/v2/serve/model/models', async ({ request }) => {
      calls.create.push((await request.json()) as WorkerStartupRequest);
      return ok(true);
    }),
  );
  return calls;
}
