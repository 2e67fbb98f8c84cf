import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  chatModeSchema,
  topicTerminateParamsSchema,
  type ChatMode,
  type ChatModeParams,
} from '@/contract/chat';
import type { ActiveTurns } from '../chat/runtime/active-turns';
import { resolveDatasourceCaller } from '../datasources/datasource-access';
import { findOwnConversation } from '../access/conversation-access';
import { conversationIdSchema } from '../chat/conversation-id';
import { ApiError } from '../http/api-error';
import { resolveSpaceCaller } from '../knowledge/space-access';
import { localized } from '../i18n/localized-text';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

export const terminateQuerySchema = topicTerminateParamsSchema.extend({ conv_id: conversationIdSchema() });
export const modeParamsQuerySchema = z.object({ chat_mode: chatModeSchema.default('chat_normal') });

const DATA_SCENES: ReadonlySet<ChatMode> = new Set([
  'chat_with_db_qa',
  'chat_with_db_execute',
  'chat_dashboard',
]);

/**
 * The choices for a scene's `select_param` (contract 6.6): knowledge spaces for `chat_knowledge`, the
 * datasources for the data scenes (`param` is the unique display name; DB-GPT's `db_name` may repeat here);
 * null for every other scene, as in DB-GPT.
 */
async function listChatModeParams(
  mode: ChatMode,
  context: RouteContext,
  request: FastifyRequest,
): Promise<ChatModeParams> {
  const { knowledge } = context;
  if (DATA_SCENES.has(mode))
    return (
      await context.datasources.listRecords(await resolveDatasourceCaller(request, context.repositories))
    ).map((datasource) => ({
      param: datasource.displayName,
      type: datasource.type,
      datasource_id: datasource.id,
      db_name: datasource.dbName,
    }));
  if (mode === 'chat_knowledge') {
    const viewer = await resolveSpaceCaller(request, context.repositories.users);
    return (await knowledge.listSpaceNames(viewer)).map((space) => ({
      param: space.name,
      type: 'space',
      space_id: space.id,
    }));
  }
  return null;
}

/** Terminating a round (contract 6.8) and the scene parameter choices (6.6). */
export function registerChatTopicRoutes(
  app: FastifyInstance,
  context: RouteContext,
  turns: ActiveTurns,
): void {
  const { conversations, chatMessages } = context.repositories;

  // Stops the round's answer if it is still streaming (what was said is kept, marked stopped), otherwise
  // marks the stored round terminated.
  app.post('/api/v1/chat/topic/terminate', allow.owner('conversation'), async (request) => {
    const { conv_id, round_index } = validate(terminateQuerySchema, request.query);
    await findOwnConversation(conversations, conv_id, request.userId);
    // Streaming on another instance, it stops there and stores what was said; the round is marked here.
    if (await turns.stopAnywhere(conv_id, 'terminated', round_index)) return ok(null);
    if (!(await chatMessages.hasRound(conv_id, round_index)))
      throw ApiError.notFound(localized('chat.roundNotFound', { round: round_index, id: conv_id }));
    await chatMessages.updateExtra(conv_id, round_index, 'ai', { terminated: true });
    return ok(null);
  });

  app.post('/api/v1/chat/mode/params/list', allow.signedIn, async (request) => {
    const { chat_mode } = validate(modeParamsQuerySchema, request.query);
    return ok(await listChatModeParams(chat_mode, context, request));
  });
}
