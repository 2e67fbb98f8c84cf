import type { ProviderId } from './provider-catalogue';

/** One part of a multi-part message: text, or an image the model may look at. */
export type PromptPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | PromptPart[];
}

export interface ChatRequest {
  messages: PromptMessage[];
  temperature?: number;
  maxNewTokens?: number;
}

/** New text since the previous chunk: answer text and thinking text (either may be empty). */
export interface ChatDelta {
  content: string;
  reasoning: string;
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
