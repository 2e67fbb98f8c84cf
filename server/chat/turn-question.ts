import type { FastifyBaseLogger } from 'fastify';
import type { ChatCompletionRequest } from '@/contract/chat-completion';
import type { ChatModel } from '../models/chat-model';
import type { ConversationRecord, NewConversation } from '../repositories/conversations';
import type { RouteContext } from '../context';
import { groupRounds, toPromptRounds } from './history-view';
import { buildPrompt, type BuiltPrompt } from './prompt-builder';
import { resolveAttachments } from './resolve-attachments';
import { storedQuestion } from './runtime/user-input';

/** The conversation a question is asked in: a stored one, or one the question creates. */
export type TurnConversation =
  { kind: 'stored'; record: ConversationRecord } | { kind: 'new'; create: NewConversation };

export interface QuestionInput {
  context: RouteContext;
  userId: string;
  conversation: TurnConversation;
  model: ChatModel;
  request: ChatCompletionRequest;
  log: FastifyBaseLogger;
  /** The system prompt, when the scene has its own (chat_knowledge: the retrieved passages). */
  system?: string;
}

/** The question could not be stored, so its answer is not sent. */
export class QuestionNotStored extends Error {
  override name = 'QuestionNotStored';
}

export function convUidOf(conversation: TurnConversation): string {
  return conversation.kind === 'stored' ? conversation.record.convUid : conversation.create.convUid;
}

export function isFirstQuestion(conversation: TurnConversation): boolean {
  return conversation.kind === 'new' || conversation.record.summary === '';
}

export function selectParamText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * What the model receives: earlier rounds that fit, then the question with its attachments. A
 * conversation that never had a round has no history to read, unless an answer was running in it.
 */
export async function promptFor(
  input: QuestionInput,
  answerWasRunning: boolean,
  retriedRound?: number,
): Promise<BuiltPrompt> {
  const { context, conversation, model, request } = input;
  const convUid = convUidOf(conversation);
  const mayHaveHistory =
    answerWasRunning || (conversation.kind === 'stored' && conversation.record.lastRound > 0);
  const rounds = mayHaveHistory
    ? groupRounds(await context.repositories.chatMessages.listForConversation(convUid))
    : [];
  // A retry is answered as its round was: without the answers it replaces.
  const history = toPromptRounds(
    retriedRound === undefined ? rounds : rounds.filter((round) => round.order < retriedRound),
  );
  const question = await resolveAttachments(request.user_input, request.ext_info, {
    context,
    userId: input.userId,
    convUid,
  });
  const prompt = buildPrompt({
    system: input.system,
    history,
    question,
    contextTokens: model.contextTokens,
    maxNewTokens: request.max_new_tokens,
  });
  if (prompt.droppedRounds > 0)
    input.log.debug({ convUid, droppedRounds: prompt.droppedRounds }, 'history trimmed to fit the context');
  return prompt;
}

/**
 * Stores the question as the conversation's next round (creating the conversation when new) in one
 * transaction; resolves to the round number, or rejects with QuestionNotStored.
 */
export async function storeQuestion(input: QuestionInput): Promise<number> {
  const { conversation, model, request } = input;
  const convUid = convUidOf(conversation);
  const stored = storedQuestion(request.user_input);
  let roundIndex: number | undefined;
  try {
    roundIndex = await input.context.repositories.chatRounds.openRound({
      convUid,
      userId: input.userId,
      newConversation: conversation.kind === 'new' ? conversation.create : undefined,
      summary: stored.title,
      modelName: model.name,
      selectParam: selectParamText(request.select_param),
      content: stored.context,
      extra: stored.parts ? { content_parts: stored.parts } : {},
    });
  } catch (error) {
    throw new QuestionNotStored(`the question of ${convUid} could not be stored`, { cause: error });
  }
  // Another user's conversation by the same id appeared, or this one was deleted, meanwhile.
  if (roundIndex === undefined) throw new QuestionNotStored(`conversation ${convUid} is gone`);
  return roundIndex;
}
