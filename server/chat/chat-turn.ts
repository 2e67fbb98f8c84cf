import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatCompletionRequest } from '@/contract/chat-completion';
import { localized } from '../i18n/localized-text';
import type { ChatModel, PromptMessage } from '../models/chat-model';
import { ModelProviderError } from '../models/provider-error';
import type { MessageExtra } from '../repositories/chat-messages';
import type { ConversationRecord } from '../repositories/conversations';
import type { RouteContext } from '../routes/context';
import { TurnStopped, type ActiveTurn, type ActiveTurns } from './active-turns';
import { AnswerFrames } from './answer-frames';
import { groupRounds, toPromptRounds } from './history-view';
import { buildPrompt } from './prompt-builder';
import { resolveAttachments } from './resolve-attachments';
import { serverErrorFrame } from './sse-frames';
import type { SseResponse } from './sse-response';
import { storedQuestion } from './user-input';

export interface ChatTurnInput {
  context: RouteContext;
  turns: ActiveTurns;
  userId: string;
  conversation: ConversationRecord;
  model: ChatModel;
  request: ChatCompletionRequest;
  response: SseResponse;
  log: FastifyBaseLogger;
}

function selectParamText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Stores the question, streams the model's answer to the client and stores the answer, however it ends. */
export async function runChatTurn(input: ChatTurnInput): Promise<void> {
  const { context, turns, conversation, model, request, response } = input;
  const { conversations, chatMessages } = context.repositories;
  const convUid = conversation.convUid;

  // A new question in the same conversation (a retry) ends the previous answer, kept as it stood.
  await turns.stop(convUid, 'superseded');

  const history = toPromptRounds(groupRounds(await chatMessages.listForConversation(convUid)));
  const question = await resolveAttachments(request.user_input, request.ext_info, {
    context,
    userId: input.userId,
    convUid,
  });
  const prompt = buildPrompt({
    history,
    question,
    contextTokens: model.contextTokens,
    maxNewTokens: request.max_new_tokens,
  });
  if (prompt.droppedRounds > 0)
    input.log.debug({ convUid, droppedRounds: prompt.droppedRounds }, 'history trimmed to fit the context');

  const stored = storedQuestion(request.user_input);
  const isFirstQuestion = conversation.summary === '';
  const roundIndex = await conversations.beginRound(convUid, {
    summary: stored.title,
    modelName: model.name,
    selectParam: selectParamText(request.select_param),
  });
  await chatMessages.save({
    convUid,
    roundIndex,
    role: 'human',
    content: stored.context,
    extra: stored.parts ? { content_parts: stored.parts } : {},
    modelName: model.name,
  });

  await turns.run(convUid, roundIndex, async (turn) => {
    response.onClientGone(() => turn.stop('client'));
    const frames = new AnswerFrames(
      response,
      { id: `chatcmpl-${randomUUID()}`, model: model.name },
      request.incremental === true,
    );
    try {
      const failure = await streamAnswer(input, turn, frames, prompt.messages);
      if (turn.signal.aborted) await finishStopped(input, turn, frames);
      else if (failure) await finishFailed(input, roundIndex, frames, failure, isFirstQuestion);
      else {
        frames.finish();
        await saveAnswer(input, roundIndex, frames, {});
      }
    } catch (error) {
      input.log.error({ err: error, convUid }, 'could not store the answer');
      response.write(serverErrorFrame(localized('chat.answerNotStored').in(response.language)));
    } finally {
      response.end();
    }
  });
}

/** Streams the model's answer into `frames`; answers the provider's failure, if any. */
async function streamAnswer(
  input: ChatTurnInput,
  turn: ActiveTurn,
  frames: AnswerFrames,
  messages: PromptMessage[],
): Promise<ModelProviderError | undefined> {
  const { model, request } = input;
  try {
    const stream = model.streamChat(
      { messages, temperature: request.temperature, maxNewTokens: request.max_new_tokens },
      { signal: turn.signal },
    );
    for await (const delta of stream) frames.push(delta);
    return undefined;
  } catch (error) {
    if (turn.signal.aborted) return undefined;
    if (error instanceof ModelProviderError) return error;
    const text = error instanceof Error ? error.message : String(error);
    return new ModelProviderError('provider', localized('chat.answerFailed', { reason: text }), {
      cause: error,
    });
  }
}

async function finishFailed(
  input: ChatTurnInput,
  roundIndex: number,
  frames: AnswerFrames,
  failure: ModelProviderError,
  isFirstQuestion: boolean,
): Promise<void> {
  const { conversations, chatMessages } = input.context.repositories;
  const convUid = input.conversation.convUid;
  frames.cancel();
  input.log.warn({ convUid, failure: failure.failure }, failure.message);
  // Nothing said yet: forget the question, so history and the list do not show an unanswered round.
  if (frames.isEmpty) {
    await chatMessages.deleteRound(convUid, roundIndex);
    if (isFirstQuestion) await conversations.resetSummary(convUid);
  } else {
    await saveAnswer(input, roundIndex, frames, { stopped: true, error: failure.message });
  }
  input.response.write(serverErrorFrame(failure.text.in(input.response.language)));
}

async function finishStopped(input: ChatTurnInput, turn: ActiveTurn, frames: AnswerFrames): Promise<void> {
  const reason = turn.signal.reason instanceof TurnStopped ? turn.signal.reason.reason : 'client';
  // Whoever is still reading (a terminate from elsewhere) gets the answer as it stood, then the end.
  if (!input.response.clientGone) frames.finish();
  else frames.cancel();
  await saveAnswer(input, turn.roundIndex, frames, {
    stopped: true,
    ...(reason === 'terminated' ? { terminated: true } : {}),
  });
}

async function saveAnswer(
  input: ChatTurnInput,
  roundIndex: number,
  frames: AnswerFrames,
  marks: MessageExtra,
): Promise<void> {
  const extra: MessageExtra = { ...marks, ...(frames.reasoning ? { reasoning: frames.reasoning } : {}) };
  await input.context.repositories.chatMessages.save({
    convUid: input.conversation.convUid,
    roundIndex,
    role: 'ai',
    content: frames.content,
    extra,
    modelName: input.model.name,
  });
}
