import type {
  ChatDelta,
  ChatModel,
  ChatRequest,
  EmbeddingModel,
  PromptMessage,
  ToolCallDelta,
} from './chat-model';
import { completionChunks, type CompletionDelta } from './completion-chunks';
import type { ModelEndpointConfig } from './models-config';
import { maxTokensParameter } from './provider-catalogue';
import { timeoutError, toModelProviderError, type ProviderCallSite } from './provider-error';
import { callProviderJson } from './provider-json';
import { openProviderStream } from './provider-stream';
import { ThinkTagSplitter } from './think-tag-splitter';

export interface EndpointOptions {
  contextTokens: number;
  requestTimeoutMs: number;
}

/** The id sent to the provider: DB-GPT's `backend` when set, else the model's own name. */
export function providerModelId(endpoint: ModelEndpointConfig): string {
  return endpoint.backend || endpoint.name;
}

interface WireToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

type WireMessage =
  | { role: 'system'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; content: string; tool_call_id: string }
  | { role: 'user'; content: PromptMessage['content'] };

function toWireMessage(message: PromptMessage): WireMessage {
  if (message.role === 'user') return { role: 'user', content: message.content };
  const text =
    typeof message.content === 'string'
      ? message.content
      : message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  if (message.role === 'system') return { role: 'system', content: text };
  if (message.role === 'tool') return { role: 'tool', content: text, tool_call_id: message.toolCallId ?? '' };
  if (!message.toolCalls?.length) return { role: 'assistant', content: text };
  return {
    role: 'assistant',
    // OpenAI wants null rather than "" beside tool calls; some compatible servers refuse "".
    content: text || null,
    tool_calls: message.toolCalls.map((call) => ({
      id: call.id,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    })),
  };
}

function toolCallDeltas(delta: CompletionDelta | undefined): ToolCallDelta[] | undefined {
  if (!delta?.tool_calls?.length) return undefined;
  return delta.tool_calls.map((call, position) => ({
    index: call.index ?? position,
    id: call.id,
    name: call.function?.name,
    arguments: call.function?.arguments,
  }));
}

/** DeepSeek and vLLM send thinking as `reasoning_content`, newer Ollama and vLLM as `reasoning`. */
function reasoningOf(delta: CompletionDelta | undefined): string {
  const value = delta?.reasoning_content ?? delta?.reasoning;
  return typeof value === 'string' ? value : '';
}

/**
 * Aborts when `timeoutMs` pass without progress: no answer at all, or a stream that stalls midway. Progress
 * only notes the time (it comes with every piece of every answer); the timer, when it fires, waits again
 * for what is left of the idle time.
 */
class IdleTimer {
  private timer: NodeJS.Timeout;
  private lastProgressAt = Date.now();
  timedOut = false;

  constructor(
    private readonly controller: AbortController,
    private readonly timeoutMs: number,
  ) {
    this.timer = setTimeout(this.check, timeoutMs);
  }

  private readonly check = (): void => {
    const idleMs = Date.now() - this.lastProgressAt;
    if (idleMs < this.timeoutMs) {
      this.timer = setTimeout(this.check, this.timeoutMs - idleMs);
      return;
    }
    this.timedOut = true;
    this.controller.abort();
  };

  touch(): void {
    this.lastProgressAt = Date.now();
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}

function buildParams(model: string, baseUrl: string, request: ChatRequest): Record<string, unknown> {
  const params: Record<string, unknown> = {
    model,
    messages: request.messages.map(toWireMessage),
    stream: true,
  };
  if (request.temperature !== undefined) params.temperature = request.temperature;
  if (request.maxNewTokens !== undefined) params[maxTokensParameter(baseUrl)] = request.maxNewTokens;
  if (request.tools?.length)
    params.tools = request.tools.map((tool) => ({
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters: tool.parameters },
    }));
  return params;
}

/** A chat model behind any OpenAI-compatible endpoint (OpenAI, DeepSeek, Qwen, Moonshot, Zhipu, Ollama, vLLM). */
export function createOpenAICompatibleChatModel(
  endpoint: ModelEndpointConfig,
  options: EndpointOptions,
): ChatModel {
  const modelId = providerModelId(endpoint);
  const site: ProviderCallSite = {
    model: modelId,
    baseUrl: endpoint.baseUrl,
    timeoutMs: options.requestTimeoutMs,
  };

  // No retries: the user is waiting on a stream, and a retried 429 would only delay the error.
  async function* streamChat(request: ChatRequest, { signal }: { signal: AbortSignal }) {
    if (signal.aborted) throw signal.reason;
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(signal.reason);
    signal.addEventListener('abort', forwardAbort, { once: true });
    const idle = new IdleTimer(controller, options.requestTimeoutMs);
    const splitter = new ThinkTagSplitter();
    let answerRead = false;
    try {
      const body = await openProviderStream(endpoint, {
        method: 'POST',
        path: '/chat/completions',
        body: buildParams(modelId, endpoint.baseUrl, request),
        signal: controller.signal,
      });
      for await (const chunk of completionChunks(body, () => idle.touch())) {
        const delta = chunk.choices?.[0]?.delta;
        const split = splitter.push(delta?.content ?? '');
        const out: ChatDelta = { content: split.content, reasoning: reasoningOf(delta) + split.reasoning };
        const toolCalls = toolCallDeltas(delta);
        if (toolCalls) out.toolCalls = toolCalls;
        if (out.content || out.reasoning || toolCalls) yield out;
      }
      answerRead = true;
      // A stop after the last chunk still counts as a stop, as it would a moment earlier.
      signal.throwIfAborted();
      const rest = splitter.flush();
      if (rest.content || rest.reasoning) yield rest;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (idle.timedOut) throw timeoutError(site, error);
      throw toModelProviderError(error, site);
    } finally {
      idle.stop();
      signal.removeEventListener('abort', forwardAbort);
      // Leaving early (the caller stopped, or a failure) closes the provider's connection. After a
      // complete answer the connection is back in the pool; an abort would only cost an AbortError.
      if (!answerRead) controller.abort();
    }
  }

  return {
    name: endpoint.name,
    provider: endpoint.provider,
    contextTokens: options.contextTokens,
    streamChat,
  };
}

interface EmbeddingsAnswer {
  data: { index: number; embedding: number[] }[];
}

export function createOpenAICompatibleEmbeddingModel(
  endpoint: ModelEndpointConfig,
  options: EndpointOptions,
): EmbeddingModel {
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
        const answer = await callProviderJson<EmbeddingsAnswer>(
          endpoint,
          {
            method: 'POST',
            path: '/embeddings',
            body: { model: modelId, input: [...texts], encoding_format: 'float' },
          },
          // Embedding runs in the background (document sync), where a couple of retries beat a failed job.
          { timeoutMs: options.requestTimeoutMs, signal, retries: 2 },
        );
        return [...answer.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw toModelProviderError(error, site);
      }
    },
  };
}
