import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chatCompletionRequestSchema } from '@/contract/chat-completion';
import { SERVER_ERROR_CODES } from '@/contract/common';
import type { ActiveTurns } from '../chat/runtime/active-turns';
import { resolveAppCaller } from '../apps/app-access';
import { planAppChat } from '../apps/app-chat';
import { createAppService } from '../apps/app-service';
import { appAgentRuntime } from '../chat/agent/agent-runtime';
import type { AgentTurn } from '../chat/agent/agent-turn';
import { chatModeSupport, effectiveChatMode, notAvailableYetMessage } from '../chat/chat-modes';
import { runChatTurn, type AnswerProducer } from '../chat/chat-turn';
import { DATA_CHAT_MODES, prepareDataTurn } from '../chat/data/prepare-data-turn';
import { dataChatActor } from '../chat/data/data-chat-actor';
import { chosenByCaller, mayUseSpaceNamed } from '../chat/chosen-resource';
import { prepareKnowledgeTurn, requestedSpace, type KnowledgeTurn } from '../knowledge/knowledge-turn';
import type { TurnConversation } from '../chat/turn-question';
import { conversationNotFound } from '../access/conversation-access';
import { optionalConversationIdSchema } from '../chat/conversation-id';
import { modelUnavailableMessage } from '../models/model-unavailable';
import { serverErrorFrame } from '../chat/sse-frames';
import { openSseResponse, type SseResponse } from '../chat/sse-response';
import { isBlankQuestion } from '../chat/runtime/user-input';
import { ApiError } from '../http/api-error';
import { fieldProblem } from '../http/field-problems';
import { flowRunner } from '../chat/flow-chat-runner';
import { flowUidOf, type FlowTurn } from '../chat/flow-turn';
import { validate } from '../http/validate';
import { localized, type LocalizedText } from '../i18n/localized-text';
import { resolveSpaceCaller } from '../knowledge/space-access';
import { ModelProviderError } from '../models/provider-error';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

export const chatTurnRequestSchema = chatCompletionRequestSchema.extend({
  conv_uid: optionalConversationIdSchema(),
});

function badRequest(message: LocalizedText): ApiError {
  return new ApiError(400, SERVER_ERROR_CODES.validation, message);
}

function endWithError(response: SseResponse, message: LocalizedText): void {
  response.write(serverErrorFrame(message.in(response.language)));
  response.end();
}

/**
 * `POST /api/v1/chat/completions` (contract S.1–S.6). Bad requests (invalid body, a scene this endpoint
 * never answers, an empty question, another user's conversation) get a 4xx envelope before any stream;
 * everything after that, failures included, is told in the stream.
 */
export function registerChatCompletionRoutes(
  app: FastifyInstance,
  context: RouteContext,
  turns: ActiveTurns,
): void {
  const { conversations } = context.repositories;
  const apps = createAppService(context.repositories);
  const callerOf = (request: FastifyRequest) => resolveSpaceCaller(request, context.repositories.users);

  // An event stream is never compressed: without the compression hooks on this route, a burst of chats
  // does not pay for them asking so on every request.
  const routeOptions = { ...allow.owner('conversation'), compress: false as const };
  app.post('/api/v1/chat/completions', routeOptions, async (request, reply) => {
    const asked = validate(chatTurnRequestSchema, request.body ?? {});
    // With `app_code`: the app's scene and settings (native apps) or its agents (the agent runtime).
    const plan = asked.app_code?.trim()
      ? await planAppChat(apps, await resolveAppCaller(request, context.repositories.users), asked)
      : { kind: 'plain' as const, request: asked };
    const body = plan.request;
    const mode = effectiveChatMode(body.chat_mode);
    const support = plan.kind === 'agent' || plan.kind === 'refused' ? 'available' : chatModeSupport(mode);
    if (support === 'unsupported')
      throw badRequest(fieldProblem('chat_mode', localized('validation.chatModeNotStartable', { mode })));
    if (isBlankQuestion(body.user_input))
      throw badRequest(fieldProblem('user_input', localized('validation.mustNotBeEmpty')));
    const convUid = body.conv_uid ?? randomUUID();
    const existing = await conversations.find(convUid);
    if (existing && existing.userId !== request.userId) throw conversationNotFound(convUid);

    const response = openSseResponse(reply);
    if (support === 'later') {
      endWithError(response, notAvailableYetMessage(mode));
      return reply;
    }
    if (plan.kind === 'refused') {
      endWithError(response, plan.problem);
      return reply;
    }
    if (plan.kind !== 'plain')
      await apps.recordUse(plan.app.appCode, request.userId).catch((error: unknown) => {
        request.log.warn({ err: error, appCode: plan.app.appCode }, 'recent app use not recorded');
      });
    let agentTurn: AgentTurn | undefined;
    if (plan.kind === 'agent') {
      const input = { context, app: plan.app, request: body, userId: request.userId, convUid };
      const prepared = await appAgentRuntime
        .prepare({ ...input, language: response.language })
        .catch((error: unknown) => {
          request.log.error({ err: error, convUid }, 'agent app could not start');
          return { ok: false as const, problem: localized('chat.couldNotStart') };
        });
      if (!prepared.ok) {
        endWithError(response, prepared.problem);
        return reply;
      }
      agentTurn = prepared.turn;
    }
    let flowTurn: FlowTurn | undefined;
    if (plan.kind !== 'agent' && mode === 'chat_flow') {
      const flowUid = flowUidOf(body.select_param);
      const input = { context, flowUid, request: body, userId: request.userId };
      const chooser = chosenByCaller(plan, flowUid) ? await callerOf(request) : undefined;
      const prepared = await flowRunner
        .prepare({ ...input, convUid, language: response.language, chooser })
        .catch((error: unknown) => {
          request.log.error({ err: error, convUid }, 'flow chat could not start');
          return { ok: false as const, problem: localized('chat.couldNotStart') };
        });
      if (!prepared.ok) {
        endWithError(response, prepared.problem);
        return reply;
      }
      flowTurn = prepared.turn;
    }
    let knowledgeTurn: KnowledgeTurn | undefined;
    if (mode === 'chat_knowledge') {
      const space = requestedSpace(body);
      if (
        space !== undefined &&
        chosenByCaller(plan, space) &&
        !(await mayUseSpaceNamed(context.repositories.knowledgeSpaces, await callerOf(request), space))
      ) {
        endWithError(response, localized('knowledgeRetrieval.spaceNotFound', { space }));
        return reply;
      }
      const prepared = await prepareKnowledgeTurn(context.knowledge, body, response.language).catch(
        (error: unknown) => {
          request.log.error({ err: error, convUid }, 'knowledge retrieval failed');
          const problem = error instanceof ModelProviderError ? error.text : localized('chat.couldNotStart');
          return { ok: false as const, problem };
        },
      );
      if (!prepared.ok) {
        endWithError(response, prepared.problem);
        return reply;
      }
      knowledgeTurn = prepared.turn;
    }
    const model = agentTurn?.model ?? (await context.modelRegistry.getChatModel(body.model_name));
    if (!model) {
      endWithError(response, await modelUnavailableMessage(context.modelRegistry, body.model_name));
      return reply;
    }
    let system = agentTurn?.system ?? knowledgeTurn?.system;
    let produce: AnswerProducer | undefined = agentTurn?.produce ?? flowTurn?.produce;
    if (DATA_CHAT_MODES.has(mode)) {
      const actor = await dataChatActor(request, context, plan);
      const input = { context, mode, request: body, model, userId: request.userId, actor, convUid };
      const prepared = await prepareDataTurn({ ...input, language: response.language }).catch(
        (error: unknown) => {
          request.log.error({ err: error, convUid }, 'data chat could not start');
          return { ok: false as const, problem: localized('chat.couldNotStart') };
        },
      );
      if (!prepared.ok) {
        endWithError(response, prepared.problem);
        return reply;
      }
      ({ system, produce } = prepared.turn);
    }
    const conversation: TurnConversation = existing
      ? { kind: 'stored', record: existing }
      : {
          kind: 'new',
          create: {
            convUid,
            userId: request.userId,
            chatMode: mode,
            appCode: body.app_code ?? null,
            modelName: model.name,
            sysCode: body.sys_code ?? null,
          },
        };
    try {
      await runChatTurn({
        context,
        turns,
        userId: request.userId,
        conversation,
        model,
        request: body,
        response,
        log: request.log,
        system,
        answerSuffix: knowledgeTurn?.answerSuffix,
        produce,
        frameFormat: flowTurn ? 'flow' : agentTurn?.frameFormat,
      });
    } catch (error) {
      request.log.error({ err: error, convUid }, 'chat turn failed before streaming');
      endWithError(response, localized('chat.couldNotStart'));
    }
    return reply;
  });
}
