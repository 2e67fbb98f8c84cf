import type { PromptMessage } from '../../models/chat-model';
import { isTextStream } from './text-stream';

/** The trigger's request (DB-GPT's `CommonLLMHttpRequestBody`): the question and what came with it. */
export interface FlowRequestBody {
  messages: string;
  model?: string | null;
  conv_uid?: string | null;
  temperature?: number | null;
  max_new_tokens?: number | null;
  /** Earlier rounds of the conversation, oldest first. */
  history: FlowMessage[];
  extra?: Record<string, unknown>;
}

/** An HTTP request as DB-GPT's `RequestHttpTrigger` hands it on (credential headers left out). */
export interface FlowHttpRequest {
  method: string;
  url: string;
  path: string;
  query_params: Record<string, unknown>;
  headers: Record<string, string>;
  /** The parsed JSON body, `null` when there is none. */
  body: unknown;
}

/** DB-GPT's `AgentGenerateContext` as its agent operators hand it on. */
export interface FlowAgentContext {
  kind: 'agent_context';
  /** The user's message the team works on. */
  question: string;
  /** The conversation's earlier rounds. */
  history: FlowMessage[];
  /** The last agent's profile and answer (null before the first agent). */
  speaker: string | null;
  answer: string | null;
  /** Set by DB-GPT's agent branch: only the agents the last answer names run next. */
  branched?: boolean;
}

export const isAgentContext = (value: unknown): value is FlowAgentContext =>
  isObject(value) && value.kind === 'agent_context' && typeof value.question === 'string';

/** A `ModelMessage`. */
export interface FlowMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A `ModelRequest`: what a model node sends. */
export interface FlowModelRequest {
  messages: FlowMessage[];
  model?: string | null;
}

/** A `ModelOutput` when answered whole. */
export interface FlowModelOutput {
  text: string;
  error_code: 0;
}

/** A `Chunk` of a knowledge space. */
export interface FlowChunk {
  chunk_id: number;
  content: string;
  score: number;
  document_id: number;
  document_name: string;
  space_name: string;
  metadata: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isModelOutput = (value: unknown): value is FlowModelOutput =>
  isObject(value) && typeof value.text === 'string' && value.error_code === 0;

export const isChunk = (value: unknown): value is FlowChunk =>
  isObject(value) && typeof value.chunk_id === 'number' && typeof value.content === 'string';

export const isChunkList = (value: unknown): value is FlowChunk[] =>
  Array.isArray(value) && value.length > 0 && value.every(isChunk);

export const isMessage = (value: unknown): value is FlowMessage =>
  isObject(value) &&
  typeof value.content === 'string' &&
  (value.role === 'system' || value.role === 'user' || value.role === 'assistant');

export const isRequestBody = (value: unknown): value is FlowRequestBody =>
  isObject(value) && typeof value.messages === 'string' && Array.isArray(value.history);

export { isObject };

/** Chunks as numbered passages, as chat_knowledge gives them to the model. */
export function passagesText(chunks: readonly FlowChunk[]): string {
  return chunks
    .map((chunk, index) => `[${index + 1}] (${chunk.document_name})\n${chunk.content.trim()}`)
    .join('\n\n');
}

/** Any value as text: the text of answers and requests, passages of chunks, JSON for the rest. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isTextStream(value)) return value.soFar;
  if (isModelOutput(value)) return value.text;
  if (isRequestBody(value)) return value.messages;
  if (isAgentContext(value)) return value.answer ?? '';
  if (isChunkList(value)) return passagesText(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join('\n');
  return JSON.stringify(value);
}

export const toPromptMessages = (messages: readonly FlowMessage[]): PromptMessage[] =>
  messages.map((message) => ({ role: message.role, content: message.content }));
