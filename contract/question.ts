import { z } from 'zod';

/** A recommended question of an app (contract 1.0 RecommendQuestion). */
export const recommendQuestionSchema = z.looseObject({
  id: z.number().int().nullable().optional(),
  app_code: z.string().nullable().optional(),
  question: z.string(),
  user_code: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
  gmt_create: z.string().nullable().optional(),
  gmt_modified: z.string().nullable().optional(),
  params: z.record(z.string(), z.unknown()).nullable().optional(),
  // Stored as text on the server; older rows and our own server may answer a boolean.
  valid: z.union([z.string(), z.boolean()]).nullable().optional(),
  chat_mode: z.string().nullable().optional(),
  is_hot_question: z.union([z.string(), z.boolean()]).nullable().optional(),
});
export type RecommendQuestion = z.infer<typeof recommendQuestionSchema>;

/** `GET /api/v1/question/list` filters (contract 7.1): all exact matches, all optional. */
export const recommendQuestionQuerySchema = z.object({
  app_code: z.string().optional(),
  chat_mode: z.string().optional(),
  valid: z.string().optional(),
  is_hot_question: z.enum(['true', 'false']).optional(),
});
export type RecommendQuestionQuery = z.infer<typeof recommendQuestionQuerySchema>;
