import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { V2_CHAT_MODES, v2ChatCompletionRequestSchema } from '@/contract/openai-chat';
import { mayUseSpaceNamed } from '../chat/chosen-resource';
import { prepareKnowledgeTurn } from '../knowledge/knowledge-turn';
import { resolveSpaceCaller } from '../knowledge/space-access';
import {
  completionObject,
  lastQuestionOf,
  openAiFrames,
  promptMessagesOf,
  type AnswerIdentity,
} from '../chat/openai-answer';
import { openSseResponse } from '../chat/sse-response';
import { ApiError } from '../http/api-error';
import { fieldProblem } from '../http/field-problems';
import { validate } from '../http/validate';
import { requestLanguage } from '../i18n/request-language';
import { listOf, localized, type LocalizedText } from '../i18n/localized-text';
import type { ChatModel, PromptMessage } from '../models/chat-model';
import { failureText } from '../models/provider-error';
import { modelUnavailableMessage } from '../models/model-unavailable';
import { prepareAppAnswer, type AppAnswer } from '../chat/v2-app-answer';
import { prepareFlowAnswer } from '../chat/v2-flow-answer';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

type V2ChatCompletionBody = z.output<typeof v2ChatCompletionRequestSchema>;

const badRequest = (field: string, message: LocalizedText) =>
  new ApiError(400, SERVER_ERROR_CODES.validation, fieldProblem(field, message));

/** What the answer needs once the request is known to be good: the model and how to build the prompt. */
interface PreparedAnswer {
  /** The model that answers the prompt; a flow or an agent app writes its answer itself (`text`). */
  model?: ChatModel;
  identity: AnswerIdentity;
  /** Builds the prompt; may call a provider (knowledge retrieval embeds the question). */
  prompt(): Promise<PromptMessage[]>;
  temperature?: number;
  maxNewTokens?: number;
  /** An agent app or a flow writes its answer itself; otherwise the model answers the prompt. */
  text?: AppAnswer['text'];
}

/** Checks everything a caller can get wrong, so each of those is a 4xx before any stream. */
async function prepare(
  context: RouteContext,
  request: FastifyRequest,
  body: V2ChatCompletionBody,
): Promise<PreparedAnswer> {
  const mode = body.chat_mode;
  if (!(V2_CHAT_MODES as readonly string[]).includes(mode))
    throw badRequest(
      'chat_mode',
      localized('chatV2.modeNotSupported', { mode, supported: listOf([...V2_CHAT_MODES]) }),
    );
  const messages = promptMessagesOf(body.messages);
  const question = lastQuestionOf(messages);
  if (question === '') throw badRequest('messages', localized('chatV2.noUserMessage'));
  const id = body.conv_uid ?? `chatcmpl-${randomUUID()}`;
  const identityOf = (model: { name: string }) => ({
    id,
    created: Math.floor(Date.now() / 1000),
    model: model.name,
  });
  const maxNewTokens = body.max_new_tokens ?? body.max_tokens;
  if (mode === 'chat_app') {
    const appCode = body.chat_param?.trim();
    if (!appCode) throw badRequest('chat_param', localized('chatV2.chooseApp'));
    const app = await prepareAppAnswer({
      context,
      request,
      appCode,
      modelName: body.model,
      messages,
      question,
      language: requestLanguage(request),
    });
    if (!app.model)
      throw badRequest('model', await modelUnavailableMessage(context.modelRegistry, body.model));
    return {
      ...app,
      model: app.model,
      identity: identityOf(app.model),
      temperature: body.temperature ?? app.temperature,
      maxNewTokens: maxNewTokens ?? app.maxNewTokens,
    };
  }
  if (mode === 'chat_flow') {
    const flowUid = body.chat_param?.trim();
    if (!flowUid) throw badRequest('chat_param', localized('serveV2.chooseFlow'));
    const text = await prepareFlowAnswer({
      context,
      request,
      flowUid,
      modelName: body.model,
      question,
      convUid: id,
      language: requestLanguage(request),
    });
    return { identity: identityOf({ name: body.model }), prompt: async () => messages, text };
  }
  const model = await context.modelRegistry.getChatModel(body.model);
  if (!model) throw badRequest('model', await modelUnavailableMessage(context.modelRegistry, body.model));

  let prompt = async () => messages;
  if (mode === 'chat_knowledge') {
    const space = body.chat_param?.trim();
    if (!space) throw badRequest('chat_param', localized('knowledgeRetrieval.chooseSpace'));
    const caller = await resolveSpaceCaller(request, context.repositories.users);
    if (
      !(await context.knowledge.findSpace(space)) ||
      !(await mayUseSpaceNamed(context.repositories.knowledgeSpaces, caller, space))
    )
      throw ApiError.notFound(localized('knowledgeRetrieval.spaceNotFound', { space }));
    // The web chat's retrieval and prompt, with the caller's messages after the passages.
    prompt = async () => {
      const knowledgeRequest = {
        user_input: question,
        select_param: space,
        chat_mode: 'chat_knowledge' as const,
      };
      const prepared = await prepareKnowledgeTurn(
        context.knowledge,
        knowledgeRequest,
        requestLanguage(request),
      );
      // The space was deleted since the check above.
      if (!prepared.ok) throw ApiError.notFound(prepared.problem);
      return [{ role: 'system', content: prepared.turn.system }, ...messages];
    };
  }
  return { model, identity: identityOf(model), prompt, temperature: body.temperature, maxNewTokens };
}

/** The answer's text as it grows. */
async function* streamOf(answer: PreparedAnswer, prompt: PromptMessage[], signal: AbortSignal) {
  if (answer.text) {
    yield* answer.text(prompt, signal);
    return;
  }
  const { temperature, maxNewTokens, model } = answer;
  if (!model) return;
  for await (const delta of model.streamChat({ messages: prompt, temperature, maxNewTokens }, { signal }))
    yield delta.content;
}

async function answerWhole(answer: PreparedAnswer, reply: FastifyReply) {
  const { request } = reply;
  const abort = new AbortController();
  // The caller left before the answer: stop asking the model.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  try {
    const prompt = await answer.prompt();
    let text = '';
    for await (const piece of streamOf(answer, prompt, abort.signal)) text += piece;
    return completionObject(answer.identity, prompt, text);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    request.log.warn({ err: error }, 'v2 chat completion failed');
    throw new ApiError(502, SERVER_ERROR_CODES.internal, failureText(error));
  }
}

async function answerStreaming(
  answer: PreparedAnswer,
  reply: FastifyReply,
  stopped: AbortSignal,
): Promise<void> {
  const response = openSseResponse(reply);
  const abort = new AbortController();
  response.onClientGone(() => abort.abort());
  stopped.addEventListener('abort', () => abort.abort(), { once: true });
  const { identity } = answer;
  try {
    const prompt = await answer.prompt();
    response.write(openAiFrames.role(identity));
    for await (const piece of streamOf(answer, prompt, abort.signal))
      if (piece !== '') response.write(openAiFrames.content(identity, piece));
    response.write(openAiFrames.finish(identity));
  } catch (error) {
    if (!abort.signal.aborted) {
      reply.request.log.warn({ err: error }, 'v2 chat completion stream failed');
      const text = error instanceof ApiError ? error.text : failureText(error);
      response.write(openAiFrames.error(text.in(response.language)));
    }
  } finally {
    response.write(openAiFrames.done());
    response.end();
  }
}

/**
 * `POST /api/v2/chat/completions` (contract S.8): OpenAI's chat completions over the web chat's models,
 * knowledge retrieval, apps and deployed flows, as the caller (the API key's account, or the `user-id`
 * header without sign-in). The answers are not stored as conversations.
 */
export function registerV2ChatCompletionRoutes(app: FastifyInstance, context: RouteContext): void {
  app.post('/api/v2/chat/completions', allow.owner('conversation'), async (request, reply) => {
    const body = validate(v2ChatCompletionRequestSchema, request.body ?? {});
    const answer = await prepare(context, request, body);
    if (!body.stream) return answerWhole(answer, reply);
    // Registered with the chat answers (under a key of its own: it has no conversation), so that disabling
    // the caller's account or a shutdown stops it too.
    await context.activeTurns.run(`v2:${randomUUID()}`, request.userId, (turn) =>
      answerStreaming(answer, reply, turn.signal),
    );
    return reply;
  });
}
