import type { WorkerType } from '@/contract/model';

/**
 * Model providers the server can reach, by their DB-GPT provider ids (`LLM_MODEL_PROVIDER`). Every one
 * speaks the OpenAI protocol (chat completions, embeddings) at its base URL, so one client serves them all;
 * rerankers speak the Cohere/Jina `/rerank` protocol that vLLM and most gateways offer.
 */
export interface ProviderInfo {
  id: string;
  label: string;
  /** Empty for the generic endpoint: its address must be given. */
  defaultBaseUrl: string;
  /** Local servers (Ollama, vLLM) usually run without a key. */
  requiresApiKey: boolean;
  /** The worker types the provider offers, each with example model ids (the first is suggested). */
  models: Readonly<Partial<Record<WorkerType, readonly string[]>>>;
}

export const PROVIDERS = [
  {
    id: 'proxy/openai',
    label: 'OpenAI',
    defaultBaseUrl: 'https://api.openai.com/v1',
    requiresApiKey: true,
    models: {
      llm: ['gpt-4o', 'gpt-4o-mini', 'gpt-4.1', 'o3-mini'],
      text2vec: ['text-embedding-3-small', 'text-embedding-3-large'],
    },
  },
  {
    id: 'proxy/deepseek',
    label: 'DeepSeek',
    defaultBaseUrl: 'https://api.deepseek.com/v1',
    requiresApiKey: true,
    models: { llm: ['deepseek-chat', 'deepseek-reasoner'] },
  },
  {
    id: 'proxy/tongyi',
    label: 'Qwen (Tongyi)',
    defaultBaseUrl: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
    requiresApiKey: true,
    models: {
      llm: ['qwen-plus', 'qwen-max', 'qwen-turbo', 'qwq-plus'],
      text2vec: ['text-embedding-v3', 'text-embedding-v2'],
    },
  },
  {
    id: 'proxy/moonshot',
    label: 'Moonshot',
    defaultBaseUrl: 'https://api.moonshot.cn/v1',
    requiresApiKey: true,
    models: { llm: ['moonshot-v1-8k', 'moonshot-v1-32k', 'moonshot-v1-128k'] },
  },
  {
    id: 'proxy/zhipu',
    label: 'Zhipu',
    defaultBaseUrl: 'https://open.bigmodel.cn/api/paas/v4',
    requiresApiKey: true,
    models: { llm: ['glm-4-plus', 'glm-4-air', 'glm-4-flash'], text2vec: ['embedding-3', 'embedding-2'] },
  },
  {
    id: 'proxy/baichuan',
    label: 'Baichuan',
    defaultBaseUrl: 'https://api.baichuan-ai.com/v1',
    requiresApiKey: true,
    models: {
      llm: ['Baichuan4-Turbo', 'Baichuan4', 'Baichuan3-Turbo'],
      text2vec: ['Baichuan-Text-Embedding'],
    },
  },
  {
    id: 'proxy/yi',
    label: 'Yi',
    defaultBaseUrl: 'https://api.lingyiwanwu.com/v1',
    requiresApiKey: true,
    models: { llm: ['yi-lightning', 'yi-large'] },
  },
  {
    id: 'proxy/openai-compatible',
    label: 'OpenAI-compatible endpoint',
    defaultBaseUrl: '',
    requiresApiKey: false,
    models: { llm: [], text2vec: [], reranker: [] },
  },
  {
    id: 'proxy/ollama',
    label: 'Ollama',
    defaultBaseUrl: 'http://localhost:11434/v1',
    requiresApiKey: false,
    models: { llm: ['qwen3:8b', 'llama3.1:8b', 'deepseek-r1:7b'], text2vec: ['bge-m3', 'nomic-embed-text'] },
  },
  {
    id: 'proxy/vllm',
    label: 'vLLM',
    defaultBaseUrl: 'http://localhost:8000/v1',
    requiresApiKey: false,
    models: {
      llm: ['Qwen/Qwen3-8B'],
      text2vec: ['BAAI/bge-m3'],
      reranker: ['BAAI/bge-reranker-v2-m3'],
    },
  },
] as const satisfies readonly ProviderInfo[];

export type ProviderId = (typeof PROVIDERS)[number]['id'];

export const PROVIDER_IDS: readonly ProviderId[] = PROVIDERS.map((provider) => provider.id);

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value);
}

export function providerInfo(id: ProviderId): ProviderInfo {
  const info = PROVIDERS.find((provider) => provider.id === id);
  if (!info) throw new Error(`unknown model provider ${id}`);
  return info;
}

/**
 * OpenAI's own API wants `max_completion_tokens` (its reasoning models reject `max_tokens`); the other
 * servers, and OpenAI-compatible ones reached through `proxy/openai`, know `max_tokens`.
 */
export function maxTokensParameter(baseUrl: string): 'max_tokens' | 'max_completion_tokens' {
  return new URL(baseUrl).hostname === 'api.openai.com' ? 'max_completion_tokens' : 'max_tokens';
}
