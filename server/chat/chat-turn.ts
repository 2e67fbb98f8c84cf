import { randomUUID } from 'node:crypto';
import { localized } from '../i18n/localized-text';
import type { PromptMessage } from '../models/chat-model';
import { ModelProviderError } from '../models/provider-error';
import type { MessageExtra } from '../repositories/chat-messages';
import { TurnStopped, type ActiveTurn, type ActiveTurns } from './runtime/active-turns';
import { AnswerFrames, type AnswerPiece, type FrameFormat } from './answer-frames';
import { findRetryTarget, reopenRetriedRound } from './retried-round';
import { serverErrorFrame } from './sse-frames';
import type { SseResponse } from './sse-response';
import {
  convUidOf,
  isFirstQuestion,
  promptFor,
  QuestionNotStored,
  storeQuestion,
  type QuestionInput,
} from './turn-question';

export interface ChatTurnInput extends QuestionInput {
  turns: ActiveTurns;
  response: SseResponse;
  /** Text added to a complete answer, streamed and stored with it (chat_knowledge: its references). */
  answerSuffix?: string;
  /**
   * A scene that writes the answer itself (the data scenes: model calls and queries in one turn). It gets
   * the prompt and the turn's signal, and may throw a ModelProviderError; without it the model answers.
   */
  produce?: AnswerProducer;
  /** `vis` for `chat_agent` (contract S.4); otherwise the request's `incremental` chooses. */
  frameFormat?: FrameFormat;
}

/** Yields the answer's pieces; an agent view replaces the whole answer each time (`replace`). */
export type AnswerProducer = (messages: PromptMessage[], signal: AbortSignal) => AsyncIterable<AnswerPiece>;

/** The answer's parts that run at once: the question being stored and the model being asked. */
interface TurnRun {
  turn: ActiveTurn;
  /** The round number once the question is stored; rejects with QuestionNotStored. */
  round: Promise<number>;
  /** Aborts the model: the client left, the turn was stopped, or the question could not be stored. */
  signal: AbortSignal;
  frames: AnswerFrames;
  /** The question was asked again (`retry`): the answer is a new version of an existing round. */
  retried: boolean;
}

/**
 * Streams the model's answer to the client and stores the question and the answer, however it ends.
 * The model is asked before the question is stored, which happens in the meantime (the model takes far
 * longer to its first token); the first frame waits until the question is stored, so whatever the client
 * sees is on record.
 */
export async function runChatTurn(input: ChatTurnInput): Promise<void> {
  const { turns, response } = input;
  const convUid = convUidOf(input.conversation);
  const answerWasRunning = turns.find(convUid) !== undefined;
  // A new question in the same conversation (a retry) ends the previous answer, kept as it stood.
  await turns.stop(convUid, 'superseded');
  const retry = await findRetryTarget(input);
  const prompt = await promptFor(input, answerWasRunning, retry?.roundIndex);

  await turns.run(convUid, input.userId, async (turn) => {
    response.onClientGone(() => turn.stop('client'));
    // Aborted when the turn stops or the question cannot be stored (AbortSignal.any costs more per turn).
    const modelAbort = new AbortController();
    const stopModel = () => modelAbort.abort(turn.signal.reason);
    if (turn.signal.aborted) stopModel();
    else turn.signal.addEventListener('abort', stopModel, { once: true });
    const stored = retry ? reopenRetriedRound(input, retry) : storeQuestion(input);
    const round = stored.then(
      (roundIndex) => {
        turn.roundIndex = roundIndex;
        return roundIndex;
      },
      (error: unknown) => {
        modelAbort.abort();
        throw error;
      },
    );
    // Awaited below; until then, a failure shows only through the abort.
    round.catch(() => undefined);
    const run: TurnRun = {
      turn,
      round,
      signal: modelAbort.signal,
      frames: new AnswerFrames(
        response,
        // Flow frames carry the conversation's id (contract S.3's `id`), the others a completion id.
        { id: input.frameFormat === 'flow' ? convUid : `chatcmpl-${randomUUID()}`, model: input.model.name },
        input.frameFormat ?? (input.request.incremental === true ? 'delta' : 'snapshot'),
      ),
      retried: retry !== undefined,
    };
    try {
      const failure = await streamAnswer(input, run, prompt.messages);
      await finishAnswer(input, run, await round, failure);
    } catch (error) {
      run.frames.cancel();
      const notStored = error instanceof QuestionNotStored;
      input.log.error(
        { err: error, convUid },
        notStored ? 'could not store the question' : 'could not store the answer',
      );
      const message = notStored ? 'chat.questionNotStored' : 'chat.answerNotStored';
      response.write(serverErrorFrame(localized(message).in(response.language)));
    } finally {
      turn.signal.removeEventListener('abort', stopModel);
      response.end();
    }
  });
}

/** Streams the model's answer into the frames; answers the provider's failure, if any. */
async function streamAnswer(
  input: ChatTurnInput,
  run: TurnRun,
  messages: PromptMessage[],
): Promise<ModelProviderError | undefined> {
  const { model, request } = input;
  try {
    const stream = input.produce
      ? input.produce(messages, run.signal)
      : model.streamChat(
          { messages, temperature: request.temperature, maxNewTokens: request.max_new_tokens },
          { signal: run.signal },
        );
    let questionStored = false;
    for await (const delta of stream) {
      if (!questionStored) {
        await run.round;
        questionStored = true;
      }
      run.frames.push(delta);
    }
    return undefined;
  } catch (error) {
    if (run.signal.aborted) return undefined;
    if (error instanceof ModelProviderError) return error;
    const text = error instanceof Error ? error.message : String(error);
    return new ModelProviderError('provider', localized('chat.answerFailed', { reason: text }), {
      cause: error,
    });
  }
}

async function finishAnswer(
  input: ChatTurnInput,
  run: TurnRun,
  roundIndex: number,
  failure: ModelProviderError | undefined,
): Promise<void> {
  if (run.turn.signal.aborted) return finishStopped(input, run, roundIndex);
  if (failure) return finishFailed(input, run, roundIndex, failure);
  if (input.answerSuffix) run.frames.push({ content: input.answerSuffix, reasoning: '' });
  run.frames.finish();
  await saveAnswer(input, roundIndex, run.frames, {});
}

async function finishFailed(
  input: ChatTurnInput,
  { frames, retried }: TurnRun,
  roundIndex: number,
  failure: ModelProviderError,
): Promise<void> {
  const { conversations, chatMessages, answerVersions } = input.context.repositories;
  const convUid = convUidOf(input.conversation);
  // What was said before the failure reaches the client as it is stored (a held-back snapshot included).
  if (frames.isEmpty) frames.cancel();
  else frames.flush();
  input.log.warn({ convUid, failure: failure.failure }, failure.message);
  // A retry that said nothing leaves the round as it was: the answer it replaced is the latest again.
  if (frames.isEmpty && retried) {
    await answerVersions.restoreLatest(convUid, roundIndex);
  } else if (frames.isEmpty) {
    // Nothing said yet: forget the question, so history and the list do not show an unanswered round.
    await chatMessages.deleteRound(convUid, roundIndex);
    if (isFirstQuestion(input.conversation)) await conversations.resetSummary(convUid);
  } else {
    await saveAnswer(input, roundIndex, frames, { stopped: true, error: failure.message });
  }
  input.response.write(serverErrorFrame(failure.text.in(input.response.language)));
}

async function finishStopped(input: ChatTurnInput, run: TurnRun, roundIndex: number): Promise<void> {
  const { signal } = run.turn;
  const reason = signal.reason instanceof TurnStopped ? signal.reason.reason : 'client';
  // Whoever is still reading (a terminate from elsewhere) gets the answer as it stood, then the end.
  if (!input.response.clientGone) run.frames.finish();
  else run.frames.cancel();
  await saveAnswer(input, roundIndex, run.frames, {
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
    convUid: convUidOf(input.conversation),
    roundIndex,
    role: 'ai',
    content: frames.content,
    extra,
    modelName: input.model.name,
  });
}
