import { z } from 'zod';
import { FEEDBACK_REASON_TYPES, RATING_MAX, RATING_MIN } from './constants/feedback';
import { queryInt } from './query-params';

export * from './constants/feedback';

export const feedbackReasonSchema = z.object({ reason_type: z.string(), reason: z.string() });
export type FeedbackReason = z.infer<typeof feedbackReasonSchema>;

export const FEEDBACK_TYPES = ['like', 'unlike'] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

/** Body of `POST /api/v1/conv/feedback/add` (contract 7.3); `message_id` is the round's `order` as text. */
export const feedbackAddParamsSchema = z.object({
  conv_uid: z.string(),
  message_id: z.string(),
  feedback_type: feedbackTypeSchema,
  reason_types: z.array(z.enum(FEEDBACK_REASON_TYPES)).optional(),
  remark: z.string().optional(),
  question: z.string().optional(),
  knowledge_space: z.string().optional(),
  ques_type: z.string().optional(),
  score: z.number().optional(),
  user_code: z.string().optional(),
  user_name: z.string().optional(),
});
export type FeedbackAddParams = z.infer<typeof feedbackAddParamsSchema>;

/** The stored like/unlike record (contract 7.3 `data`, also attached to history messages in 6.3). */
export const feedbackRecordSchema = z.object({
  id: z.number().optional(),
  user_code: z.string().nullable().optional(),
  conv_uid: z.string(),
  message_id: z.string(),
  question: z.string().nullable().optional(),
  knowledge_space: z.string().nullable().optional(),
  feedback_type: z.string(),
  remark: z.string().nullable().optional(),
  reason_types: z.array(z.string()).nullable().optional(),
  reason: z.array(feedbackReasonSchema).nullable().optional(),
  gmt_created: z.string().nullable().optional(),
  gmt_modified: z.string().nullable().optional(),
});
export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;

/** Body of `POST /api/v1/conv/feedback/cancel` (contract 7.4). */
export const feedbackCancelParamsSchema = z.object({ conv_uid: z.string(), message_id: z.string() });
export type FeedbackCancelParams = z.infer<typeof feedbackCancelParamsSchema>;

/** Question-type keys of `GET /api/v1/feedback/select` (contract 7.5); the server's labels are Chinese. */
export const QUESTION_TYPE_KEYS = ['information', 'work_study', 'just_fun', 'others'] as const;
export type QuestionTypeKey = (typeof QUESTION_TYPE_KEYS)[number];
export const feedbackSelectSchema = z.record(z.string(), z.string());
export type FeedbackSelect = z.infer<typeof feedbackSelectSchema>;

/** The 0–5 rating scale (spec sections 3 and 9); index = score, labels live in the UI's translations. */
export const ratingScoreSchema = z.number().int().min(RATING_MIN).max(RATING_MAX);

/** `GET /api/v1/feedback/find` query (contract 7.6). */
export const ratingFindParamsSchema = z.object({ conv_uid: z.string(), conv_index: queryInt() });
export type RatingFindParams = z.infer<typeof ratingFindParamsSchema>;

/** A round's rating (`data` of 7.6, or null when none). Scores may come back as text from older servers. */
export const ratingRecordSchema = z.object({
  conv_uid: z.string(),
  conv_index: z.union([z.number(), z.string()]),
  question: z.string().nullable().optional(),
  knowledge_space: z.string().nullable().optional(),
  score: z.union([z.number(), z.string()]).nullable().optional(),
  ques_type: z.string().nullable().optional(),
  messages: z.string().nullable().optional(),
  user_name: z.string().nullable().optional(),
});
export type RatingRecord = z.infer<typeof ratingRecordSchema>;

/** Body of `POST /api/v1/feedback/commit` (contract 7.7): the first five keys must be present, even as null. */
export const ratingCommitBodySchema = z.object({
  conv_uid: z.string().nullable(),
  conv_index: z.number().int().nullable(),
  question: z.string().nullable(),
  score: ratingScoreSchema.nullable(),
  ques_type: z.string().nullable(),
  user_name: z.string().optional(),
  messages: z.string().optional(),
  knowledge_space: z.string().optional(),
});
export type RatingCommitBody = z.infer<typeof ratingCommitBodySchema>;
