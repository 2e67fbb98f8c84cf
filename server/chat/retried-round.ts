import type { StoredMessage } from '../repositories/chat-messages';
import { convUidOf, QuestionNotStored, selectParamText, type QuestionInput } from './turn-question';
import { questionText, storedQuestion } from './runtime/user-input';

/** The round a retry answers again: the conversation's latest, whose stored question is the one sent. */
export interface RetryTarget {
  roundIndex: number;
  /** Whether the round's current answer is kept as an earlier version (it said something). */
  keepAnswer: boolean;
}

function storedText(human: StoredMessage): string {
  const parts = human.extra.content_parts;
  return questionText(parts ? { role: 'user', content: parts } : human.content);
}

function hasSaidSomething(answer: StoredMessage | undefined): boolean {
  return answer !== undefined && (answer.content !== '' || Boolean(answer.extra.reasoning));
}

/**
 * For a question sent with `retry`: the round it asks again, or undefined when it is a new question after
 * all (the latest round is another question, or was forgotten because its answer failed with nothing said).
 * Read after any running answer was stopped, so that answer is on record.
 */
export async function findRetryTarget(input: QuestionInput): Promise<RetryTarget | undefined> {
  if (input.request.retry !== true || input.conversation.kind !== 'stored') return undefined;
  const { conversations, chatMessages } = input.context.repositories;
  const convUid = convUidOf(input.conversation);
  const record = await conversations.find(convUid);
  if (!record || record.userId !== input.userId || record.lastRound < 1) return undefined;
  const round = (await chatMessages.listForConversation(convUid)).filter(
    (message) => message.roundIndex === record.lastRound,
  );
  const human = round.find((message) => message.role === 'human');
  if (!human) return undefined;
  const asked = input.request.user_input;
  const same =
    human.content === storedQuestion(asked).context ||
    storedText(human).trim() === questionText(asked).trim();
  if (!same) return undefined;
  const answer = round.find((message) => message.role === 'ai');
  return { roundIndex: record.lastRound, keepAnswer: hasSaidSomething(answer) };
}

/**
 * The retry's counterpart of storing the question: the round's answer becomes an earlier version. Resolves
 * to the round number, or rejects with QuestionNotStored.
 */
export async function reopenRetriedRound(input: QuestionInput, target: RetryTarget): Promise<number> {
  const convUid = convUidOf(input.conversation);
  let roundIndex: number | undefined;
  try {
    roundIndex = await input.context.repositories.answerVersions.reopenRound({
      convUid,
      userId: input.userId,
      roundIndex: target.roundIndex,
      keepAnswer: target.keepAnswer,
      modelName: input.model.name,
      selectParam: selectParamText(input.request.select_param),
    });
  } catch (error) {
    throw new QuestionNotStored(`round ${target.roundIndex} of ${convUid} could not be reopened`, {
      cause: error,
    });
  }
  // A newer question or a clear came in between.
  if (roundIndex === undefined)
    throw new QuestionNotStored(`round ${target.roundIndex} of ${convUid} moved on`);
  return roundIndex;
}
