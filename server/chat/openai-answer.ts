import type {
  ChatCompletionChunk,
  ChatCompletionObject,
  OpenAiMessage,
  V2ChatCompletionRequest,
} from '@/contract/openai-chat';
import type { PromptMessage } from '../models/chat-model';
import { estimateMessageTokens, estimateTextTokens } from './token-estimate';

/** What every chunk and the completion object of one answer share. */
export interface AnswerIdentity {
  id: string;
  created: number;
  model: string;
}

const textOf = (content: OpenAiMessage['content']): string =>
  typeof content === 'string' ? content : content.map((part) => part.text).join('\n');

/** The prompt: OpenAI messages as they are, DB-GPT's plain text as user messages. */
export function promptMessagesOf(messages: V2ChatCompletionRequest['messages']): PromptMessage[] {
  if (typeof messages === 'string') return [{ role: 'user', content: messages }];
  return messages.map((message) =>
    typeof message === 'string'
      ? { role: 'user', content: message }
      : { role: message.role, content: textOf(message.content) },
  );
}

/** The text of the last user message: the question knowledge retrieval looks for; '' when there is none. */
export function lastQuestionOf(messages: readonly PromptMessage[]): string {
  const last = messages.findLast((message) => message.role === 'user');
  if (last === undefined) return '';
  const { content } = last;
  const text =
    typeof content === 'string'
      ? content
      : content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  return text.trim();
}

/** Estimated, like the web chat's context budget: the providers' streams do not all report usage. */
function usageOf(prompt: readonly PromptMessage[], answer: string): ChatCompletionObject['usage'] {
  const promptTokens = prompt.reduce((total, message) => total + estimateMessageTokens(message), 0);
  const completionTokens = estimateTextTokens(answer);
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

export function completionObject(
  identity: AnswerIdentity,
  prompt: readonly PromptMessage[],
  answer: string,
): ChatCompletionObject {
  return {
    ...identity,
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content: answer }, finish_reason: 'stop' }],
    usage: usageOf(prompt, answer),
  };
}

function chunk(
  identity: AnswerIdentity,
  delta: ChatCompletionChunk['choices'][number]['delta'],
  finishReason: string | null,
): string {
  const frame: ChatCompletionChunk = {
    ...identity,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(frame)}\n\n`;
}

/** The event-stream frames of an answer, as OpenAI's API sends them. */
export const openAiFrames = {
  role: (identity: AnswerIdentity) => chunk(identity, { role: 'assistant', content: '' }, null),
  content: (identity: AnswerIdentity, content: string) => chunk(identity, { content }, null),
  finish: (identity: AnswerIdentity) => chunk(identity, {}, 'stop'),
  /** A failure after the stream began; OpenAI's clients read an `error` object in a data frame. */
  error: (message: string) => `data: ${JSON.stringify({ error: { message, type: 'provider_error' } })}\n\n`,
  done: () => 'data: [DONE]\n\n',
};
