import OpenAI from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParamsStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { ChatDelta, ChatModel, ChatRequest, EmbeddingModel, PromptMessage } from './chat-model';
import type { ModelEndpointConfig } from './models-config';
import { maxTokensParameter } from './provider-catalogue';
import { timeoutError, toModelProviderError, type ProviderCallSite } from './provider-error';
import { ThinkTagSplitter } from './think-tag-splitter';

export interface EndpointOptions {
  contextTokens: number;
  requestTimeoutMs: number;
}

// The client insists on a key; servers that need none (Ollama, vLLM) ignore whatever is sent.
const PLACEHOLDER_KEY = 'no-key';

export function createClient(endpoint: ModelEndpointConfig, timeoutMs: number, maxRetries: number): OpenAI {
  return new OpenAI({
    baseURL: endpoint.baseUrl,
    apiKey: endpoint.apiKey ?? PLACEHOLDER_KEY,
    timeout: timeoutMs,
    maxRetries,
  });
}

/** The id sent to the provider: DB-GPT's `backend` when set, else the model's own name. */
export function providerModelId(endpoint: ModelEndpointConfig): string {
  return endpoint.backend || endpoint.name;
}

function toOpenAIMessage(message: PromptMessage): ChatCompletionMessageParam {
  if (message.role === 'user') return { role: 'user', content: message.content };
  const text =
    typeof message.content === 'string'
      ? message.content
      : message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return message.role === 'system' ? { role: 'system', content: text } : { role: 'assistant', content: text };
}

/** DeepSeek and vLLM send thinking as `reasoning_content`, newer Ollama and vLLM as `reasoning`. */
function reasoningOf(delta: ChatCompletionChunk.Choice.Delta | undefined): string {
  const extended = delta as { reasoning_content?: unknown; reasoning?: unknown } | undefined;
  const value = extended?.reasoning_content ?? extended?.reasoning;
  return typeof value === 'string' ? value : '';
}

/**
 * Aborts when `timeoutMs` pass without progress. The client's own timeout covers only the wait for the
 * response headers; a stream that stalls after them would otherwise hang forever.
 */
class IdleTimer {
  private timer: NodeJS.Timeout | undefined;
  timedOut = false;

  constructor(
    private readonly controller: AbortController,
    private readonly timeoutMs: number,
  ) {
    this.touch();
  }

  touch(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.timeoutMs);
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}

function buildParams(
  model: string,
  baseUrl: string,
  request: ChatRequest,
): ChatCompletionCreateParamsStreaming {
  const params: ChatCompletionCreateParamsStreaming = {
    model,
    messages: request.messages.map(toOpenAIMessage),
    stream: true,
  };
  if (request.temperature !== undefined) params.temperature = request.temperature;
  if (request.maxNewTokens !== undefined) params[maxTokensParameter(baseUrl)] = request.maxNewTokens;
  return params;
}

/** A chat model behind any OpenAI-compatible endpoint (OpenAI, DeepSeek, Qwen, Moonshot, Zhipu, Ollama, vLLM). */
export function createOpenAICompatibleChatModel(
  endpoint: ModelEndpointConfig,
  options: EndpointOptions,
): ChatModel {
  // No retries: the user is waiting on a stream, and a retried 429 would only delay the error.
  const client = createClient(endpoint, options.requestTimeoutMs, 0);
  const modelId = providerModelId(endpoint);
  const site: ProviderCallSite = {
    model: modelId,
    baseUrl: endpoint.baseUrl,
    timeoutMs: options.requestTimeoutMs,
  };

  async function* streamChat(request: ChatRequest, { signal }: { signal: AbortSignal }) {
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(signal.reason);
    if (signal.aborted) throw signal.reason;
    signal.addEventListener('abort', forwardAbort, { once: true });
    const idle = new IdleTimer(controller, options.requestTimeoutMs);
    const splitter = new ThinkTagSplitter();
    try {
      const stream = await client.chat.completions.create(buildParams(modelId, endpoint.baseUrl, request), {
        signal: controller.signal,
      });
      for await (const chunk of stream) {
        idle.touch();
        const delta = chunk.choices[0]?.delta;
        const split = splitter.push(delta?.content ?? '');
        const out: ChatDelta = { content: split.content, reasoning: reasoningOf(delta) + split.reasoning };
        if (out.content || out.reasoning) yield out;
      }
      // The client ends the iteration quietly when its request is aborted; an abort is not an answer.
      controller.signal.throwIfAborted();
      const rest = splitter.flush();
      if (rest.content || rest.reasoning) yield rest;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (idle.timedOut) throw timeoutError(site, error);
      throw toModelProviderError(error, site);
    } finally {
      idle.stop();
      signal.removeEventListener('abort', forwardAbort);
      // Leaving the loop early (the caller stopped) must also close the provider's connection.
      controller.abort();
    }
  }

  return {
    name: endpoint.name,
    provider: endpoint.provider,
    contextTokens: options.contextTokens,
    streamChat,
  };
}

export function createOpenAICompatibleEmbeddingModel(
  endpoint: ModelEndpointConfig,
  options: EndpointOptions,
): EmbeddingModel {
  // Embedding runs in the background (document sync), where a couple of retries beat a failed job.
  const client = createClient(endpoint, options.requestTimeoutMs, 2);
  const modelId = providerModelId(endpoint);
  const site: ProviderCallSite = {
    model: modelId,
    baseUrl: endpoint.baseUrl,
    timeoutMs: options.requestTimeoutMs,
  };
  return {
    name: endpoint.name,
    provider: endpoint.provider,
    async embed(texts, { signal } = {}) {
      if (texts.length === 0) return [];
      try {
        const response = await client.embeddings.create(
          { model: modelId, input: [...texts], encoding_format: 'float' },
          { signal },
        );
        return [...response.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw toModelProviderError(error, site);
      }
    },
  };
}
