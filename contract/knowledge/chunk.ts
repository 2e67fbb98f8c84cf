import { z } from 'zod';

/** Knowledge chunks (contract 4.9, 4.16). */

/** A chunk; `meta_info` and `questions` are JSON text, not parsed values. */
export const chunkSchema = z.looseObject({
  id: z.number().int(),
  document_id: z.number().int(),
  doc_name: z.string().nullable().optional(),
  doc_type: z.string().nullable().optional(),
  content: z.string(),
  meta_info: z.string().nullable().optional(),
  questions: z.string().nullable().optional(),
  gmt_created: z.string().nullable().optional(),
  gmt_modified: z.string().nullable().optional(),
});
export type Chunk = z.infer<typeof chunkSchema>;

/** Body of `chunk/list`: paging in the body; filter by `document_id` (the path space is not used). */
export const chunkListRequestSchema = z.object({
  document_id: z.number().int().optional(),
  id: z.number().int().optional(),
  doc_name: z.string().optional(),
  doc_type: z.string().optional(),
  content: z.string().optional(),
  page: z.number().int().optional(),
  page_size: z.number().int().optional(),
});
export type ChunkListRequest = z.infer<typeof chunkListRequestSchema>;

export const chunkListResponseSchema = z.object({
  data: z.array(chunkSchema),
  summary: z.string().nullable().optional(),
  total: z.number().int(),
  page: z.number().int(),
});
export type ChunkListResponse = z.infer<typeof chunkListResponseSchema>;

/** Body of `{space}/chunk/edit`. */
export const chunkEditRequestSchema = z.object({
  chunk_id: z.number().int(),
  content: z.string().optional(),
  label: z.string().optional(),
  questions: z.array(z.string()).optional(),
});
export type ChunkEditRequest = z.infer<typeof chunkEditRequestSchema>;

/** Body of `questions/chunk/edit`, a web-client call with no DB-GPT route. */
export const chunkQuestionsEditRequestSchema = z.object({
  chunk_id: z.number().int(),
  questions: z.array(z.string()),
});
export type ChunkQuestionsEditRequest = z.infer<typeof chunkQuestionsEditRequestSchema>;
