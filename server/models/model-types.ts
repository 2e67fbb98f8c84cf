import type { ParameterDescription, SupportedModel, WorkerType } from '@/contract/model';
import { PROVIDERS, type ProviderId, type ProviderInfo } from './provider-catalogue';

/**
 * The parameter descriptors of every (provider, worker type) the server can run (contract 9.5, with the
 * ParameterDescription shape of 8.2). Texts are English in `label`/`description`, Chinese in
 * `ext_metadata.label_zh`/`description_zh`; secrets carry `ext_metadata.tags: 'privacy'` as in DB-GPT;
 * URLs carry `ext_metadata.format: 'url'`; `name` lists the provider's example model ids in
 * `ext_metadata.examples`. The same descriptors validate create requests (model-params.ts).
 */

interface Texts {
  label: string;
  labelZh: string;
  description: string;
  descriptionZh: string;
}

interface DescriptorOptions {
  type: 'string' | 'integer' | 'boolean';
  required: boolean;
  defaultValue?: string | number | boolean | null;
  validValues?: readonly string[];
  ext?: Record<string, unknown>;
}

function descriptor(
  paramClass: string,
  name: string,
  order: number,
  texts: Texts,
  options: DescriptorOptions,
): ParameterDescription {
  return {
    param_class: paramClass,
    param_name: name,
    param_type: options.type,
    label: texts.label,
    description: texts.description,
    default_value: options.defaultValue ?? null,
    required: options.required,
    is_array: false,
    valid_values: options.validValues ? [...options.validValues] : null,
    ext_metadata: { label_zh: texts.labelZh, description_zh: texts.descriptionZh, ...options.ext },
    nested_fields: null,
    param_order: order,
  };
}

const WORKER_NOUNS: Record<WorkerType, string> = {
  llm: 'Chat models',
  text2vec: 'Embedding models',
  reranker: 'Reranking models',
};

export interface ModelTypeDefaults {
  /** The context size offered by default (the server's `LLM_CONTEXT_TOKENS`). */
  contextTokens: number;
}

/** The descriptors of one provider's models of one worker type. */
export function modelParameterDescriptors(
  provider: ProviderInfo,
  workerType: WorkerType,
  defaults: ModelTypeDefaults,
): ParameterDescription[] {
  const paramClass = `${provider.id}:${workerType}`;
  const examples = provider.models[workerType] ?? [];
  const list: ParameterDescription[] = [];
  const add = (name: string, texts: Texts, options: DescriptorOptions) =>
    descriptor(paramClass, name, list.length, texts, options);
  list.push(
    add(
      'name',
      {
        label: 'Model name',
        labelZh: '模型名称',
        description:
          'The name this server gives the model, unique per worker type; also the model id sent to the provider unless "Provider model id" is set.',
        descriptionZh:
          '本服务给模型起的名字，同一类型中不能重复；未填写“服务商模型 ID”时，也作为发给服务商的模型 ID。',
      },
      { type: 'string', required: true, ext: { examples: [...examples] } },
    ),
  );
  list.push(
    add(
      'provider',
      {
        label: 'Provider',
        labelZh: '服务商',
        description: 'Who serves the model.',
        descriptionZh: '提供该模型的服务商。',
      },
      { type: 'string', required: true, defaultValue: provider.id, validValues: [provider.id] },
    ),
  );
  list.push(
    add(
      'api_base',
      {
        label: 'API base URL',
        labelZh: 'API 地址',
        description: 'The base URL of the OpenAI-compatible API, usually ending in /v1.',
        descriptionZh: '兼容 OpenAI 的 API 基础地址，通常以 /v1 结尾。',
      },
      {
        type: 'string',
        required: true,
        defaultValue: provider.defaultBaseUrl || null,
        ext: { format: 'url' },
      },
    ),
  );
  list.push(
    add(
      'api_key',
      {
        label: 'API key',
        labelZh: 'API 密钥',
        description: provider.requiresApiKey
          ? 'The API key of your account. Stored encrypted and never shown again.'
          : 'The API key, if the server asks for one. Stored encrypted and never shown again.',
        descriptionZh: provider.requiresApiKey
          ? '你的账号的 API 密钥。加密保存，之后不再显示。'
          : '服务端要求时填写 API 密钥。加密保存，之后不再显示。',
      },
      { type: 'string', required: provider.requiresApiKey, ext: { tags: 'privacy' } },
    ),
  );
  list.push(
    add(
      'backend',
      {
        label: 'Provider model id',
        labelZh: '服务商模型 ID',
        description: 'The model id the provider knows, when it differs from the model name.',
        descriptionZh: '服务商那边的模型 ID，与模型名称不同时填写。',
      },
      { type: 'string', required: false },
    ),
  );
  if (workerType === 'llm') {
    list.push(
      add(
        'context_length',
        {
          label: 'Context length',
          labelZh: '上下文长度',
          description: 'How many tokens a prompt and its answer may use together.',
          descriptionZh: '一次提问与回答合计可用的 token 数。',
        },
        { type: 'integer', required: false, defaultValue: defaults.contextTokens, ext: { min: 1 } },
      ),
    );
  }
  list.push(
    add(
      'check_healthy',
      {
        label: 'Check health',
        labelZh: '健康检查',
        description: 'Check the endpoint regularly, and leave the model out of new chats while it fails.',
        descriptionZh: '定期检查接口，失败期间新对话中不提供该模型。',
      },
      { type: 'boolean', required: false, defaultValue: true },
    ),
  );
  return list;
}

export interface ModelTypeEntry {
  provider: ProviderInfo;
  workerType: WorkerType;
}

/** Every (provider, worker type) pair, providers in catalogue order, worker types llm → text2vec → reranker. */
export function modelTypeEntries(): ModelTypeEntry[] {
  const workerTypes: WorkerType[] = ['llm', 'text2vec', 'reranker'];
  return workerTypes.flatMap((workerType) =>
    PROVIDERS.filter((provider: ProviderInfo) => provider.models[workerType] !== undefined).map(
      (provider: ProviderInfo) => ({ provider, workerType }),
    ),
  );
}

export function findModelType(providerId: ProviderId, workerType: WorkerType): ModelTypeEntry | undefined {
  return modelTypeEntries().find(
    (entry) => entry.provider.id === providerId && entry.workerType === workerType,
  );
}

/** `GET /model-types` (contract 9.5): `model` is the provider's suggested model id ("" when it has none). */
export function listSupportedModels(
  manager: { host: string; port: number },
  defaults: ModelTypeDefaults,
): SupportedModel[] {
  return modelTypeEntries().map(({ provider, workerType }) => ({
    model: provider.models[workerType]?.[0] ?? '',
    worker_type: workerType,
    provider: provider.id,
    path: null,
    path_exist: false,
    proxy: true,
    enabled: true,
    params: modelParameterDescriptors(provider, workerType, defaults),
    description: `${WORKER_NOUNS[workerType]} from ${provider.label}`,
    host: manager.host,
    port: manager.port,
  }));
}
