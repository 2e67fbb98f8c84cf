import { isProviderId, PROVIDER_IDS, providerInfo, type ProviderId } from './provider-catalogue';

/** One model at one OpenAI-compatible endpoint. */
export interface ModelEndpointConfig {
  /** The name the server knows the model by (the chat's model list). */
  name: string;
  /** The model id the provider knows, when it differs from `name` (DB-GPT's `backend`). */
  backend?: string;
  provider: ProviderId;
  baseUrl: string;
  /** Null for local servers that need none (Ollama, vLLM). */
  apiKey: string | null;
}

/** The models configured at start through DB-GPT-style environment variables. */
export interface ModelsConfig {
  llm: ModelEndpointConfig | null;
  embedding: ModelEndpointConfig | null;
  /** How many tokens a chat prompt and its answer may use together (`LLM_CONTEXT_TOKENS`). */
  contextTokens: number;
  /** The longest wait for a provider's answer or its next streamed chunk (`LLM_REQUEST_TIMEOUT_S`). */
  requestTimeoutMs: number;
}

export const DEFAULT_CONTEXT_TOKENS = 8192;
export const DEFAULT_REQUEST_TIMEOUT_S = 120;
const DEFAULT_PROVIDER: ProviderId = 'proxy/openai';

type Env = Readonly<Record<string, string | undefined>>;

/** Collects every problem so the operator sees them all in one line. */
class Problems {
  readonly list: string[] = [];
  add(name: string, message: string, env: Env): void {
    const given = env[name];
    this.push(`${name} ${message}${given === undefined ? '' : ` (got ${JSON.stringify(given)})`}`);
  }
  push(problem: string): void {
    if (!this.list.includes(problem)) this.list.push(problem);
  }
}

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readProvider(env: Env, name: string, problems: Problems): ProviderId {
  const value = read(env, name);
  if (value === undefined) return DEFAULT_PROVIDER;
  if (isProviderId(value)) return value;
  problems.add(name, `must be one of ${PROVIDER_IDS.join(', ')}`, env);
  return DEFAULT_PROVIDER;
}

function readBaseUrl(env: Env, name: string, fallback: string, problems: Problems): string {
  const value = read(env, name);
  if (value === undefined) return fallback;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {
    // Reported below with the variable's name.
  }
  problems.add(name, 'must be an http(s) URL', env);
  return fallback;
}

function readPositiveNumber(
  env: Env,
  name: string,
  fallback: number,
  options: { integer: boolean },
  problems: Problems,
): number {
  const value = read(env, name);
  if (value === undefined) return fallback;
  const pattern = options.integer ? /^\d+$/ : /^\d+(\.\d+)?$/;
  const number = Number(value);
  if (pattern.test(value) && number > 0) return number;
  problems.add(name, `must be a positive ${options.integer ? 'whole number' : 'number'}`, env);
  return fallback;
}

interface EndpointVariables {
  name: string;
  provider: string;
  base: string;
  key: string;
}

function readEndpoint(
  env: Env,
  variables: EndpointVariables,
  fallback: { baseUrl?: string; apiKey?: string },
  problems: Problems,
): ModelEndpointConfig | null {
  const name = read(env, variables.name);
  if (name === undefined) return null;
  const provider = readProvider(env, variables.provider, problems);
  const info = providerInfo(provider);
  const baseUrl = readBaseUrl(env, variables.base, fallback.baseUrl ?? info.defaultBaseUrl, problems);
  if (baseUrl === '')
    problems.push(`${variables.base} is required for ${variables.name} with provider ${provider}`);
  const apiKey = read(env, variables.key) ?? fallback.apiKey ?? null;
  if (apiKey === null && info.requiresApiKey) {
    problems.push(`${variables.key} is required for ${variables.name} with provider ${provider}`);
  }
  return { name, provider, baseUrl, apiKey };
}

/**
 * Reads the model variables: `LLM_MODEL_NAME`, `LLM_MODEL_PROVIDER` (default `proxy/openai`),
 * `OPENAI_API_BASE` (default: the provider's), `OPENAI_API_KEY`; the embedding model's
 * `EMBEDDING_MODEL_NAME`, `EMBEDDING_MODEL_PROVIDER`, `EMBEDDING_API_BASE`, `EMBEDDING_API_KEY`, which fall
 * back to the LLM's base URL (same provider only) and key; `LLM_CONTEXT_TOKENS`, `LLM_REQUEST_TIMEOUT_S`.
 * Returns the problems instead of throwing so the caller reports them with its own.
 */
export function readModelsConfig(env: Env): { config: ModelsConfig; problems: string[] } {
  const problems = new Problems();
  const llm = readEndpoint(
    env,
    {
      name: 'LLM_MODEL_NAME',
      provider: 'LLM_MODEL_PROVIDER',
      base: 'OPENAI_API_BASE',
      key: 'OPENAI_API_KEY',
    },
    {},
    problems,
  );
  const llmProvider = read(env, 'LLM_MODEL_PROVIDER') ?? DEFAULT_PROVIDER;
  const embeddingProvider = read(env, 'EMBEDDING_MODEL_PROVIDER') ?? DEFAULT_PROVIDER;
  // Another provider's base URL would be the wrong server; its key may still be shared (a gateway).
  const sharedBase =
    embeddingProvider === llmProvider && read(env, 'OPENAI_API_BASE') !== undefined
      ? readBaseUrl(env, 'OPENAI_API_BASE', '', problems)
      : undefined;
  const embedding = readEndpoint(
    env,
    {
      name: 'EMBEDDING_MODEL_NAME',
      provider: 'EMBEDDING_MODEL_PROVIDER',
      base: 'EMBEDDING_API_BASE',
      key: 'EMBEDDING_API_KEY',
    },
    { baseUrl: sharedBase || undefined, apiKey: read(env, 'OPENAI_API_KEY') },
    problems,
  );
  const contextTokens = readPositiveNumber(
    env,
    'LLM_CONTEXT_TOKENS',
    DEFAULT_CONTEXT_TOKENS,
    { integer: true },
    problems,
  );
  const timeoutS = readPositiveNumber(
    env,
    'LLM_REQUEST_TIMEOUT_S',
    DEFAULT_REQUEST_TIMEOUT_S,
    { integer: false },
    problems,
  );
  return {
    config: { llm, embedding, contextTokens, requestTimeoutMs: Math.round(timeoutS * 1000) },
    problems: problems.list,
  };
}
