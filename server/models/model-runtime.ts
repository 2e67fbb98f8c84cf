import type { WorkerType } from '@/contract/model';
import { localized } from '../i18n/localized-text';
import type { ChatDelta, ChatModel, EmbeddingModel } from './chat-model';
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
 * The model's answer, ended with the lifetime's reason once the model is stopped. A plain iterator over
 * the model's own (no generator of its own, no AbortSignal.any): it costs one promise per piece, where a
 * delegating generator cost several, and under a burst of streams every piece counts.
 */
function guardedAnswer(
  answer: (signal: AbortSignal) => AsyncIterable<ChatDelta>,
  signal: AbortSignal,
  lifetime: AbortSignal,
): AsyncIterable<ChatDelta> {
  return {
    [Symbol.asyncIterator](): AsyncIterator<ChatDelta> {
      lifetime.throwIfAborted();
      const controller = new AbortController();
      const onAbort = () => controller.abort(signal.reason);
      const onStop = () => controller.abort(lifetime.reason);
      if (signal.aborted) onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      lifetime.addEventListener('abort', onStop, { once: true });
      // The lifetime outlives every answer: its listener goes as soon as the answer ends, however.
      const release = () => {
        signal.removeEventListener('abort', onAbort);
        lifetime.removeEventListener('abort', onStop);
      };
      const pieces = answer(controller.signal)[Symbol.asyncIterator]();
      return {
        next: () =>
          pieces.next().then(
            (result) => {
              if (result.done) release();
              return result;
            },
            (error: unknown) => {
              release();
              throw error;
            },
          ),
        return: async (value?: unknown) => {
          release();
          return (await pieces.return?.(value)) ?? { done: true, value: undefined };
        },
      };
    },
  };
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
    streamChat: (request, { signal }) =>
      guardedAnswer((guarded) => model.streamChat(request, { signal: guarded }), signal, lifetime),
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
