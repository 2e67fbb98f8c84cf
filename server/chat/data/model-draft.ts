import type { ChatCompletionRequest } from '@/contract/chat-completion';
import type { ChatDelta, ChatModel, PromptMessage } from '../../models/chat-model';

/** The model and the request's settings a data scene asks it with. */
export interface DraftModel {
  model: ChatModel;
  request: Pick<ChatCompletionRequest, 'temperature' | 'max_new_tokens'>;
}

/**
 * Asks the model and streams what it writes as thinking (the JSON it answers is not the answer the user
 * reads); resolves to the text it wrote. Its own thinking, if any, goes first in the same stream.
 */
export async function* draftAsReasoning(
  { model, request }: DraftModel,
  messages: PromptMessage[],
  signal: AbortSignal,
): AsyncGenerator<ChatDelta, string> {
  let text = '';
  const stream = model.streamChat(
    { messages, temperature: request.temperature, maxNewTokens: request.max_new_tokens },
    { signal },
  );
  for await (const delta of stream) {
    text += delta.content;
    const reasoning = delta.reasoning + delta.content;
    if (reasoning) yield { content: '', reasoning };
  }
  return text;
}

export const content = (text: string): ChatDelta => ({ content: text, reasoning: '' });
export const reasoning = (text: string): ChatDelta => ({ content: '', reasoning: text });
