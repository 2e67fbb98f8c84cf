/**
 * Model providers the server can reach, by their DB-GPT provider ids (`LLM_MODEL_PROVIDER`). Every one
 * speaks the OpenAI chat-completions protocol at its base URL, so one client serves them all.
 */
export interface ProviderInfo {
  id: string;
  label: string;
  defaultBaseUrl: string;
  /** Local servers (Ollama, vLLM) usually run without a key. */
  requiresApiKey: boolean;
}

export const PROVIDERS = [
  { id: 'proxy/openai', label: 'OpenAI', defaultBaseUrl: 'https://api.openai.com/v1', requiresApiKey: true },
  {
    id: 'proxy/deepseek',
    label: 'DeepSeek',
    defaultBaseUrl: 'https://api.deepseek.com/v1',
    requiresApiKey: true,
  },
  {
    id: 'proxy/tongyi',
    label: 'Qwen (DashScope)',
    defaultBaseUrl: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
    requiresApiKey: true,
  },
  {
    id: 'proxy/moonshot',
    label: 'Moonshot',
    defaultBaseUrl: 'https://api.moonshot.cn/v1',
    requiresApiKey: true,
  },
  {
    id: 'proxy/zhipu',
    label: 'Zhipu',
    defaultBaseUrl: 'https://open.bigmodel.cn/api/paas/v4',
    requiresApiKey: true,
  },
  { id: 'proxy/ollama', label: 'Ollama', defaultBaseUrl: 'http://localhost:11434/v1', requiresApiKey: false },
  { id: 'proxy/vllm', label: 'vLLM', defaultBaseUrl: 'http://localhost:8000/v1', requiresApiKey: false },
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
