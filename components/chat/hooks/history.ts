import type { ChatHistoryMessage } from '@/contract/chat';
import { nextMessageId, type AnswerStatus, type AnswerVersion, type ChatMessage } from './chat-message';
import { readStoredQuestion } from './user-input';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether the stored answer was cut short by the user. The flag is not part of the DB-GPT contract, so
 * it is read wherever a server may put it: on the message, or in its `extra` / `ext_info` object.
 */
export function isStoppedAnswer(message: ChatHistoryMessage): boolean {
  const record: Record<string, unknown> = { ...message };
  const holders = [record, record.extra, record.ext_info].filter(isRecord);
  return holders.some(
    (holder) => holder.stopped === true || holder.status === 'stopped' || holder.flag === 'stopped',
  );
}

/** A retried round's earlier answers (ours, on the `view` message); none from DB-GPT. */
function versionsOf(answer: ChatHistoryMessage): AnswerVersion[] | undefined {
  if (!answer.versions?.length) return undefined;
  return answer.versions.map((version) => ({
    content: version.context,
    status: version.stopped ? 'stopped' : 'done',
  }));
}

/**
 * The history of contract 6.3 as the conversation shows it: per round the question, then the `view`
 * answer (the `ai` one when a server sent no `view`). System messages are not shown.
 */
export function toChatMessages(history: readonly ChatHistoryMessage[]): ChatMessage[] {
  const rounds = new Map<number, ChatHistoryMessage[]>();
  for (const message of history) {
    const round = rounds.get(message.order) ?? [];
    round.push(message);
    rounds.set(message.order, round);
  }
  const messages: ChatMessage[] = [];
  for (const [order, round] of rounds) {
    for (const human of round.filter((message) => message.role === 'human')) {
      messages.push({ id: nextMessageId('h'), role: 'human', order, ...readStoredQuestion(human.context) });
    }
    const answer =
      round.find((message) => message.role === 'view') ?? round.find((message) => message.role === 'ai');
    if (!answer) continue;
    const status: AnswerStatus = round.some(isStoppedAnswer) ? 'stopped' : 'done';
    const feedback = round.find((message) => message.feedback?.feedback_type)?.feedback ?? null;
    const versions = versionsOf(answer);
    messages.push({
      id: nextMessageId('a'),
      role: 'ai',
      order,
      content: answer.context ?? '',
      status,
      feedback,
      ...(versions ? { versions } : {}),
    });
  }
  return messages;
}
