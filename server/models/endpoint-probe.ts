import type { WorkerType } from '@/contract/model';
import type { ModelEndpointConfig } from './models-config';
import { providerModelId } from './openai-compatible';
import { maxTokensParameter } from './provider-catalogue';
import { toModelProviderError } from './provider-error';
import { ProviderHttpError } from './provider-http';
import { callProviderJson, type JsonCallOptions } from './provider-json';

export interface ProbeOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

/** Servers without a model list answer 404 (or 405) there; they are up, just not listing. */
function lacksModelList(error: unknown): boolean {
  return error instanceof ProviderHttpError && (error.status === 404 || error.status === 405);
}

async function probeModelItself(
  endpoint: ModelEndpointConfig,
  workerType: WorkerType,
  options: JsonCallOptions,
): Promise<void> {
  const model = providerModelId(endpoint);
  if (workerType === 'llm') {
    const body = {
      model,
      messages: [{ role: 'user', content: 'ping' }],
      [maxTokensParameter(endpoint.baseUrl)]: 1,
    };
    await callProviderJson(endpoint, { method: 'POST', path: '/chat/completions', body }, options);
  } else if (workerType === 'text2vec') {
    const body = { model, input: 'ping', encoding_format: 'float' };
    await callProviderJson(endpoint, { method: 'POST', path: '/embeddings', body }, options);
  }
  // A reranker server that answered at all is up: its `/rerank` needs documents to be asked anything.
}

/**
 * Checks that a model's endpoint answers, as cheaply as it can: `GET {base}/models`, which costs no
 * tokens; where a server has no model list, a 1-token completion (or a one-word embedding). Resolves when
 * healthy; otherwise throws a ModelProviderError whose message says why (never the key). An abort of
 * `options.signal` rejects with its reason.
 */
export async function probeEndpoint(
  endpoint: ModelEndpointConfig,
  workerType: WorkerType,
  options: ProbeOptions,
): Promise<void> {
  const site = { model: providerModelId(endpoint), baseUrl: endpoint.baseUrl, timeoutMs: options.timeoutMs };
  const call: JsonCallOptions = { timeoutMs: options.timeoutMs, signal: options.signal };
  try {
    try {
      await callProviderJson(endpoint, { method: 'GET', path: '/models' }, call);
    } catch (error) {
      if (!lacksModelList(error)) throw error;
      await probeModelItself(endpoint, workerType, call);
    }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw toModelProviderError(error, site);
  }
}
