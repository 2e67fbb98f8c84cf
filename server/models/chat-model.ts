import type { ProviderId } from './provider-catalogue';

/** One part of a multi-part message: text, or an image the model may look at. */
export type PromptPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface PromptMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | PromptPart[];
  /** An assistant message's requests to call tools (the model's tool calling). */
  toolCalls?: readonly ToolCall[];
  /** A `tool` message: the call it answers. */
  toolCallId?: string;
}

/** A function the model may call, described by a JSON schema of its arguments. */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** One complete call the model asked for; `arguments` is the JSON text the model wrote. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** A piece of a tool call as it streams: `index` says which call, the rest arrives in parts. */
export interface ToolCallDelta {
  index: number;
  id?: string;
  name?: string;
  arguments?: string;
}

export interface ChatRequest {
  messages: PromptMessage[];
  temperature?: number;
  maxNewTokens?: number;
  /** Offered to the model; it may answer with `toolCalls` instead of (or besides) text. */
  tools?: readonly ToolDefinition[];
}

/** New text since the previous chunk: answer text and thinking text (either may be empty). */
export interface ChatDelta {
  content: string;
  reasoning: string;
  toolCalls?: ToolCallDelta[];
}

/** A chat model the server can talk to, whatever its provider. */
export interface ChatModel {
  readonly name: string;
  readonly provider: ProviderId;
  /** Tokens a prompt and its answer may use together. */
  readonly contextTokens: number;
  /**
   * Streams the answer as deltas. Aborting `signal` ends the iteration with the abort's reason;
   * a provider failure ends it with a `ModelProviderError`.
   */
  streamChat(request: ChatRequest, options: { signal: AbortSignal }): AsyncIterable<ChatDelta>;
}

/** An embedding model (used by the knowledge features). */
export interface EmbeddingModel {
  readonly name: string;
  readonly provider: ProviderId;
  embed(texts: readonly string[], options?: { signal?: AbortSignal }): Promise<number[][]>;
}
