import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MAX_ROUND_INDEX } from '@/contract/chat';
import {
  feedbackAddParamsSchema,
  feedbackCancelParamsSchema,
  RATING_MAX,
  RATING_MIN,
  ratingCommitBodySchema,
  ratingFindParamsSchema,
  type FeedbackSelect,
} from '@/contract/feedback';
import { findOwnConversation } from '../access/conversation-access';
import { conversationIdSchema } from '../chat/conversation-id';
import { ApiError } from '../http/api-error';
import { issueMessage } from '../http/issue-messages';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { localized } from '../i18n/localized-text';
import { listFeedbackReasons } from '../repositories/feedback-reasons';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

/** DB-GPT's question types for the rating form (contract 7.5); the client shows its own labels per key. */
const QUESTION_TYPES: FeedbackSelect = {
  information: '信息查询',
  work_study: '工作学习',
  just_fun: '互动闲聊',
  others: '其他',
};

const RATING_MESSAGE = issueMessage('validation.rating', { min: RATING_MIN, max: RATING_MAX });

// `message_id` and `conv_index` are the round's `order` from the history (contract 6.3).
const roundIndex = () =>
  z
    .union([z.string(), z.number()], {
      error: (issue) => issueMessage(issue.input == null ? 'validation.required' : 'validation.roundNumber'),
    })
    .transform(String)
    .pipe(z.string().trim().regex(/^\d+$/, issueMessage('validation.roundNumberOrder')))
    .transform(Number)
    .pipe(
      z.number().max(MAX_ROUND_INDEX, issueMessage('validation.roundNumberMax', { max: MAX_ROUND_INDEX })),
    );

export const addBodySchema = feedbackAddParamsSchema.extend({
  conv_uid: conversationIdSchema(),
  message_id: roundIndex(),
});
export const cancelBodySchema = feedbackCancelParamsSchema.extend({
  conv_uid: conversationIdSchema(),
  message_id: roundIndex(),
});
export const findQuerySchema = ratingFindParamsSchema.extend({
  conv_uid: conversationIdSchema(),
  conv_index: roundIndex(),
});
// The rating keys must be present (they may be null in DB-GPT); this server needs the round they rate.
export const commitBodySchema = ratingCommitBodySchema.extend({
  conv_uid: conversationIdSchema(),
  conv_index: roundIndex(),
  score: z
    .number({
      error: (issue) =>
        issue.input === undefined ? issueMessage('validation.requiredMayBeNull') : RATING_MESSAGE,
    })
    .int(RATING_MESSAGE)
    .min(RATING_MIN, RATING_MESSAGE)
    .max(RATING_MAX, RATING_MESSAGE)
    .nullable(),
});

/**
 * Contract 7.2–7.7: like/unlike with reasons, and the 0–5 rating of a round. Each call acts on the caller's
 * own conversation and own feedback only: another user's conversation answers 404 as if it did not exist.
 */
export const feedbackRoutes: FastifyPluginAsync<RouteContext> = async (app, { repositories }) => {
  const { feedback, conversations } = repositories;

  app.get('/api/v1/conv/feedback/reasons', allow.signedIn, async () => ok(listFeedbackReasons()));

  app.post('/api/v1/conv/feedback/add', allow.owner('conversation'), async (request) => {
    const body = validate(addBodySchema, request.body ?? {});
    await findOwnConversation(conversations, body.conv_uid, request.userId);
    const key = { convUid: body.conv_uid, convIndex: body.message_id, userId: request.userId };
    const previous = await feedback.findLike(key);
    // Contract 7.3: the same type twice is refused; the other type replaces the previous feedback.
    if (previous?.feedback_type === body.feedback_type)
      throw new ApiError(409, '409', localized('feedback.repeated'));
    const record = await feedback.saveLike({
      ...key,
      feedbackType: body.feedback_type,
      reasonTypes: body.reason_types ?? [],
      remark: body.remark ?? null,
      question: body.question ?? null,
      knowledgeSpace: body.knowledge_space ?? null,
      userName: body.user_name ?? null,
    });
    return ok(record);
  });

  app.post('/api/v1/conv/feedback/cancel', allow.owner('conversation'), async (request) => {
    const body = validate(cancelBodySchema, request.body ?? {});
    await findOwnConversation(conversations, body.conv_uid, request.userId);
    await feedback.cancelLike({ convUid: body.conv_uid, convIndex: body.message_id, userId: request.userId });
    return ok([]);
  });

  app.get('/api/v1/feedback/select', allow.signedIn, async () => ok(QUESTION_TYPES));

  app.get('/api/v1/feedback/find', allow.owner('conversation'), async (request) => {
    const query = validate(findQuerySchema, request.query ?? {});
    await findOwnConversation(conversations, query.conv_uid, request.userId);
    const rating = await feedback.findRating({
      convUid: query.conv_uid,
      convIndex: query.conv_index,
      userId: request.userId,
    });
    return ok(rating);
  });

  app.post('/api/v1/feedback/commit', allow.owner('conversation'), async (request) => {
    const body = validate(commitBodySchema, request.body ?? {});
    await findOwnConversation(conversations, body.conv_uid, request.userId);
    await feedback.saveRating({
      convUid: body.conv_uid,
      convIndex: body.conv_index,
      userId: request.userId,
      score: body.score,
      quesType: body.ques_type,
      question: body.question,
      knowledgeSpace: body.knowledge_space ?? null,
      messages: body.messages ?? null,
      userName: body.user_name ?? null,
    });
    return ok(true);
  });
};
