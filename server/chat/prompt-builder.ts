import type { PromptMessage, PromptPart } from '../models/chat-model';
import { estimateMessageTokens } from './token-estimate';

export const DEFAULT_SYSTEM_PROMPT = 'You are a helpful AI assistant.';

/** Room kept for the answer when the request does not say how long it may be. */
export const DEFAULT_ANSWER_RESERVE = 1024;

/** One earlier question and its answer. */
export interface PromptRound {
  question: string | PromptPart[];
  answer: string;
}

export interface PromptInput {
  system?: string;
  history: readonly PromptRound[];
  question: string | PromptPart[];
  contextTokens: number;
  maxNewTokens?: number;
}

export interface BuiltPrompt {
  messages: PromptMessage[];
  /** Rounds left out, oldest first, because they did not fit the context. */
  droppedRounds: number;
}

function roundMessages(round: PromptRound): PromptMessage[] {
  return [
    { role: 'user', content: round.question },
    { role: 'assistant', content: round.answer },
  ];
}

/**
 * System prompt, as many of the latest rounds as fit, then the question. The budget is the context
 * less the room for the answer (`max_new_tokens`, at most half the context so some history survives a
 * very long answer request); the system prompt and the question always go, even when they alone are over.
 */
export function buildPrompt(input: PromptInput): BuiltPrompt {
  const system: PromptMessage = { role: 'system', content: input.system ?? DEFAULT_SYSTEM_PROMPT };
  const question: PromptMessage = { role: 'user', content: input.question };
  const answerReserve = Math.min(
    input.maxNewTokens ?? DEFAULT_ANSWER_RESERVE,
    Math.floor(input.contextTokens / 2),
  );
  let remaining =
    input.contextTokens - answerReserve - estimateMessageTokens(system) - estimateMessageTokens(question);

  const kept: PromptMessage[][] = [];
  for (let index = input.history.length - 1; index >= 0; index -= 1) {
    const messages = roundMessages(input.history[index]);
    const cost = messages.reduce((total, message) => total + estimateMessageTokens(message), 0);
    if (cost > remaining) break;
    remaining -= cost;
    kept.unshift(messages);
  }
  return {
    messages: [system, ...kept.flat(), question],
    droppedRounds: input.history.length - kept.length,
  };
}
