import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { chatCompletionRequestSchema } from '@/contract/chat-completion';
import { SERVER_ERROR_CODES } from '@/contract/common';
import type { ActiveTurns } from '../chat/active-turns';
import { chatModeSupport, effectiveChatMode, notAvailableYetMessage } from '../chat/chat-modes';
import { runChatTurn } from '../chat/chat-turn';
import type { TurnConversation } from '../chat/turn-question';
import { conversationNotFound } from '../chat/conversation-access';
import { optionalConversationIdSchema } from '../chat/conversation-id';
import { serverErrorFrame } from '../chat/sse-frames';
import { openSseResponse, type SseResponse } from '../chat/sse-response';
import { isBlankQuestion } from '../chat/user-input';
import { ApiError } from '../http/api-error';
import { validate } from '../http/validate';
import type { ModelRegistry } from '../models/model-registry';
import type { RouteContext } from './context';

const requestSchema = chatCompletionRequestSchema.extend({ conv_uid: optionalConversationIdSchema() });

function badRequest(message: string): ApiError {
  return new ApiError(400, SERVER_ERROR_CODES.validation, message);
}

async function modelUnavailableMessage(registry: ModelRegistry, requested: string | null | undefined) {
  const names = await registry.listModelNames();
  if (names.length === 0) {
    return 'No language model is available: add one in Construct → Models, or set LLM_MODEL_NAME, LLM_MODEL_PROVIDER, OPENAI_API_BASE and OPENAI_API_KEY and restart the server';
  }
  return `The model "${requested}" is not available on this server; available: ${names.join(', ')}`;
}

function endWithError(response: SseResponse, message: string): void {
  response.write(serverErrorFrame(message));
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

  app.post('/api/v1/chat/completions', async (request, reply) => {
    const body = validate(requestSchema, request.body ?? {});
    const mode = effectiveChatMode(body.chat_mode);
    const support = chatModeSupport(mode);
    if (support === 'unsupported')
      throw badRequest(`chat_mode: "${mode}" cannot be started through this endpoint;`);
    if (isBlankQuestion(body.user_input)) throw badRequest('user_input: must not be empty;');
    const convUid = body.conv_uid ?? randomUUID();
    const existing = await conversations.find(convUid);
    if (existing && existing.userId !== request.userId) throw conversationNotFound(convUid);

    const response = openSseResponse(reply);
    if (support === 'later') {
      endWithError(response, notAvailableYetMessage(mode));
      return reply;
    }
    const model = await context.modelRegistry.getChatModel(body.model_name);
    if (!model) {
      endWithError(response, await modelUnavailableMessage(context.modelRegistry, body.model_name));
      return reply;
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
      });
    } catch (error) {
      request.log.error({ err: error, convUid }, 'chat turn failed before streaming');
      endWithError(response, 'The server could not start the answer');
    }
    return reply;
  });
}
