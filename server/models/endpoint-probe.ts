import { APIError } from 'openai';
import type { WorkerType } from '@/contract/model';
import type { ModelEndpointConfig } from './models-config';
import { createClient, providerModelId } from './openai-compatible';
import { maxTokensParameter } from './provider-catalogue';
import { toModelProviderError } from './provider-error';

export interface ProbeOptions {
  timeoutMs: number;
  signal?: AbortSignal;
}

/** Servers without a model list answer 404 (or 405) there; they are up, just not listing. */
function lacksModelList(error: unknown): boolean {
  return error instanceof APIError && (error.status === 404 || error.status === 405);
}

async function probeModelItself(
  endpoint: ModelEndpointConfig,
  workerType: WorkerType,
  options: ProbeOptions,
): Promise<void> {
  const client = createClient(endpoint, options.timeoutMs, 0);
  const model = providerModelId(endpoint);
  if (workerType === 'llm') {
    await client.chat.completions.create(
      {
        model,
        messages: [{ role: 'user', content: 'ping' }],
        [maxTokensParameter(endpoint.baseUrl)]: 1,
      },
      { signal: options.signal },
    );
  } else if (workerType === 'text2vec') {
    await client.embeddings.create({ model, input: 'ping' }, { signal: options.signal });
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
  try {
    try {
      await createClient(endpoint, options.timeoutMs, 0).models.list({ signal: options.signal });
    } catch (error) {
      if (!lacksModelList(error)) throw error;
      await probeModelItself(endpoint, workerType, options);
    }
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw toModelProviderError(error, site);
  }
}
