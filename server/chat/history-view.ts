import type { AnswerVersion, ChatHistoryMessage } from '@/contract/chat';
import type { FeedbackRecord } from '@/contract/feedback';
import type { StoredAnswerVersion } from '../repositories/answer-versions';
import type { StoredMessage } from '../repositories/chat-messages';
import type { PromptRound } from './prompt-builder';
import { withChartsSummarized } from './data/chart-history';
import { withoutReferences } from '../knowledge/knowledge-references';
import { toPromptParts } from './resolve-attachments';

/** A history message as sent: the contract's fields plus `stopped` on answers that ended early. */
export type HistoryMessage = ChatHistoryMessage & { stopped?: boolean };

/** The earlier answers of each round, by round number, oldest first. */
export function versionsByRound(versions: readonly StoredAnswerVersion[]): Map<number, AnswerVersion[]> {
  const byRound = new Map<number, AnswerVersion[]>();
  for (const version of versions) {
    const list = byRound.get(version.roundIndex) ?? [];
    list.push({
      context: withThinkingBlock(version.content, version.extra.reasoning),
      model_name: version.modelName,
      time_stamp: null,
      ...(version.extra.stopped ? { stopped: true } : {}),
    });
    byRound.set(version.roundIndex, list);
  }
  return byRound;
}

/** One stored round: its question and, once stored, its answer. */
export interface StoredRound {
  order: number;
  human?: StoredMessage;
  ai?: StoredMessage;
}

export function groupRounds(messages: readonly StoredMessage[]): StoredRound[] {
  const rounds = new Map<number, StoredRound>();
  for (const message of messages) {
    const round = rounds.get(message.roundIndex) ?? { order: message.roundIndex };
    if (message.role === 'human') round.human = message;
    else round.ai = message;
    rounds.set(message.roundIndex, round);
  }
  return [...rounds.values()].sort((a, b) => a.order - b.order);
}

/** Thinking shown in a `view` message the way DB-GPT renders it (contract S.3): a `vis-thinking` block. */
export function withThinkingBlock(answer: string, reasoning: string | undefined): string {
  if (!reasoning) return answer;
  return `\`\`\`\`\`\`vis-thinking\n${reasoning}\n\`\`\`\`\`\`\n\n${answer}`;
}

/**
 * The contract's history (6.3): per round `human`, `ai` and `view`, with `order`; the round's feedback
 * rides on its `ai` and `view` messages (`{}` when there is none). A round whose answer was never stored
 * (the server stopped mid-answer) still gets an empty, stopped answer, as DB-GPT always sends both.
 * A retried round stays one question with its latest answer; its earlier answers ride on the `view`
 * message as `versions`, which DB-GPT's clients do not read.
 */
export function toHistoryMessages(
  rounds: readonly StoredRound[],
  feedback: ReadonlyMap<number, FeedbackRecord>,
  defaultModel: string | null,
  versions: ReadonlyMap<number, AnswerVersion[]> = new Map(),
): HistoryMessage[] {
  const messages: HistoryMessage[] = [];
  for (const round of rounds) {
    if (!round.human) continue;
    const modelName = round.ai?.modelName ?? round.human.modelName ?? defaultModel;
    const base = { order: round.order, time_stamp: null, model_name: modelName };
    messages.push({ ...base, role: 'human', context: round.human.content, feedback: {} });
    const answer = round.ai?.content ?? '';
    const extra = round.ai?.extra ?? { stopped: true };
    // A round terminated after it finished keeps its whole answer: only a cut answer reads as stopped.
    const stopped = extra.stopped ? { stopped: true } : {};
    const roundFeedback = feedback.get(round.order) ?? {};
    messages.push({ ...base, role: 'ai', context: answer, feedback: roundFeedback, ...stopped });
    messages.push({
      ...base,
      role: 'view',
      context: withThinkingBlock(answer, extra.reasoning),
      feedback: roundFeedback,
      ...stopped,
      ...(versions.has(round.order) ? { versions: versions.get(round.order) } : {}),
    });
  }
  return messages;
}

/**
 * Earlier rounds as prompt history: questions with their parts, answers as text (thinking left out).
 * A round without answer text is skipped: several providers refuse an empty assistant message.
 */
export function toPromptRounds(rounds: readonly StoredRound[]): PromptRound[] {
  return rounds.flatMap((round) => {
    if (!round.human || !round.ai?.content) return [];
    const parts = round.human.extra.content_parts;
    const question = parts ? toPromptParts(parts) : round.human.content;
    // The references element is for the reader; the model saw the passages themselves. A data answer's
    // charts are summed up: their rows would crowd the earlier rounds out of the context.
    return [{ question, answer: withChartsSummarized(withoutReferences(round.ai.content)) }];
  });
}
