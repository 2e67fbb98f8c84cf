import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  chatModeSchema,
  dialogueListQuerySchema,
  MAX_UNPAGED_DIALOGUES,
  renameDialogueBodySchema,
} from '@/contract/chat';
import type { ActiveTurns } from '../chat/runtime/active-turns';
import { conversationNotFound, findOwnConversation, toConversation } from '../access/conversation-access';
import { conversationIdSchema } from '../chat/conversation-id';
import { groupRounds, toHistoryMessages, versionsByRound } from '../chat/history-view';
import { answeredNotModified, weakTag } from '../http/conditional-request';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

const DEFAULT_PAGE_SIZE = 10;

export const newDialogueQuerySchema = z.object({
  chat_mode: chatModeSchema.default('chat_normal'),
  app_code: z.string().optional(),
  // Sent by the client, ignored by DB-GPT; kept here as the conversation's model until its first answer.
  model_name: z.string().optional(),
  sys_code: z.string().optional(),
});

export const conUidQuerySchema = z.object({ con_uid: conversationIdSchema() });

/**
 * Conversations (contract 6.1–6.5, and rename), always those of the calling `user-id`: another user's conversation
 * answers 404 as if it did not exist.
 */
export function registerDialogueRoutes(
  app: FastifyInstance,
  context: RouteContext,
  turns: ActiveTurns,
): void {
  const { conversations, chatMessages, answerVersions, feedback } = context.repositories;

  // Unlike DB-GPT the new conversation is stored right away (still unlisted until its first question),
  // so reading its empty history answers `[]` while an id the server never issued answers 404.
  app.post('/api/v1/chat/dialogue/new', allow.signedIn, async (request) => {
    const query = validate(newDialogueQuerySchema, request.query);
    const record = await conversations.ensure({
      convUid: randomUUID(),
      userId: request.userId,
      chatMode: query.chat_mode,
      appCode: query.app_code ?? null,
      modelName: query.model_name ?? null,
      sysCode: query.sys_code ?? null,
    });
    return ok(toConversation(record));
  });

  // Without paging (DB-GPT's client, scripts) the newest MAX_UNPAGED_DIALOGUES conversations; the sidebar
  // asks page by page: `page`/`page_size` page them, 10 per page by default as in DB-GPT. The answer is
  // tagged with the version of the caller's list, so asking again with `If-None-Match` costs no query.
  app.get('/api/v1/chat/dialogue/list', allow.signedIn, async (request, reply) => {
    const query = validate(dialogueListQuerySchema, request.query);
    const paged = query.page !== undefined || query.page_size !== undefined;
    const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
    const paging = paged
      ? { offset: ((query.page ?? 1) - 1) * pageSize, limit: pageSize }
      : { offset: 0, limit: MAX_UNPAGED_DIALOGUES };
    // Read before the list: a write in between then changes the tag of the next answer, never this one's.
    const tag = weakTag(`${conversations.listTag(request.userId)}.${paging.offset}.${paging.limit}`);
    if (answeredNotModified(request, reply, tag)) return reply;
    const records = await conversations.listStarted(request.userId, paging);
    return ok(records.map(toConversation));
  });

  app.get('/api/v1/chat/dialogue/messages/history', allow.owner('conversation'), async (request) => {
    const { con_uid } = validate(conUidQuerySchema, request.query);
    await findOwnConversation(conversations, con_uid, request.userId);
    const [messages, versions, roundFeedback, modelNames] = await Promise.all([
      chatMessages.listForConversation(con_uid),
      answerVersions.listForConversation(con_uid),
      feedback.findFeedbackForConversation(con_uid, request.userId),
      context.modelRegistry.listModelNames(),
    ]);
    const rounds = groupRounds(messages);
    return ok(toHistoryMessages(rounds, roundFeedback, modelNames[0] ?? null, versionsByRound(versions)));
  });

  // Erases the memory but keeps the conversation (and its title) in the list.
  app.post('/api/v1/chat/dialogue/clear', allow.owner('conversation'), async (request) => {
    const { con_uid } = validate(conUidQuerySchema, request.query);
    await findOwnConversation(conversations, con_uid, request.userId);
    await turns.stopAnywhere(con_uid, 'cleared');
    await chatMessages.deleteForConversation(con_uid);
    return ok(null);
  });

  // Ours (DB-GPT has no rename): the title the list shows, in place of the first question.
  app.post('/api/v1/chat/dialogue/rename', allow.owner('conversation'), async (request) => {
    const { con_uid } = validate(conUidQuerySchema, request.query);
    const { title } = validate(renameDialogueBodySchema, request.body ?? {});
    await findOwnConversation(conversations, con_uid, request.userId);
    const renamed = await conversations.rename(con_uid, title);
    if (!renamed) throw conversationNotFound(con_uid);
    return ok(toConversation(renamed));
  });

  app.post('/api/v1/chat/dialogue/delete', allow.owner('conversation'), async (request) => {
    const { con_uid } = validate(conUidQuerySchema, request.query);
    await findOwnConversation(conversations, con_uid, request.userId);
    await turns.stopAnywhere(con_uid, 'deleted');
    await conversations.delete(con_uid);
    return ok(null);
  });
}
