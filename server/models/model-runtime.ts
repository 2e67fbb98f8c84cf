import type { WorkerType } from '@/contract/model';
import { localized } from '../i18n/localized-text';
import type { ChatModel, EmbeddingModel } from './chat-model';
import type { ModelEndpointConfig } from './models-config';
import { createOpenAICompatibleChatModel, createOpenAICompatibleEmbeddingModel } from './openai-compatible';
import { ModelProviderError } from './provider-error';

/** A started model: the clients that talk to it, alive until `stop`. */
export interface RunningModel {
  readonly endpoint: ModelEndpointConfig;
  readonly chat?: ChatModel;
  readonly embedding?: EmbeddingModel;
  /** Ends every answer and embedding in flight with a 'stopped' ModelProviderError. */
  stop(): void;
}

export interface RuntimeOptions {
  contextTokens: number;
  requestTimeoutMs: number;
}

/**
 * Chat answers in flight listen to the model's lifetime as well as their own signal: when the model is
 * stopped they end with the lifetime's reason, which the chat turn reports as an error frame.
 */
function guardChatModel(model: ChatModel, lifetime: AbortSignal): ChatModel {
  return {
    name: model.name,
    provider: model.provider,
    contextTokens: model.contextTokens,
    async *streamChat(request, { signal }) {
      lifetime.throwIfAborted();
      yield* model.streamChat(request, { signal: AbortSignal.any([signal, lifetime]) });
    },
  };
}

function guardEmbeddingModel(model: EmbeddingModel, lifetime: AbortSignal): EmbeddingModel {
  return {
    name: model.name,
    provider: model.provider,
    async embed(texts, options = {}) {
      lifetime.throwIfAborted();
      const signals = options.signal ? [options.signal, lifetime] : [lifetime];
      return model.embed(texts, { signal: AbortSignal.any(signals) });
    },
  };
}

export function startRunningModel(
  endpoint: ModelEndpointConfig,
  workerType: WorkerType,
  options: RuntimeOptions,
): RunningModel {
  const lifetime = new AbortController();
  const chat =
    workerType === 'llm'
      ? guardChatModel(createOpenAICompatibleChatModel(endpoint, options), lifetime.signal)
      : undefined;
  const embedding =
    workerType === 'text2vec'
      ? guardEmbeddingModel(createOpenAICompatibleEmbeddingModel(endpoint, options), lifetime.signal)
      : undefined;
  return {
    endpoint,
    chat,
    embedding,
    stop() {
      if (!lifetime.signal.aborted)
        lifetime.abort(
          new ModelProviderError('stopped', localized('model.stopped', { name: endpoint.name })),
        );
    },
  };
}
