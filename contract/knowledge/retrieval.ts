import { z } from 'zod';

/** Recall testing and the graph view (contract 4.10, 4.13–4.15). */

export const recallTestRequestSchema = z.object({
  question: z.string().nullable().optional(),
  recall_top_k: z.number().int().min(1).optional(),
  recall_score_threshold: z.number().optional(),
  recall_retrievers: z.array(z.string()).nullable().optional(),
});
export type RecallTestRequest = z.infer<typeof recallTestRequestSchema>;

export const recallChunkSchema = z.looseObject({
  chunk_id: z.union([z.string(), z.number()]).nullable().optional(),
  chunk_name: z.string().nullable().optional(),
  content: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  score: z.number(),
  summary: z.string().nullable().optional(),
  separator: z.string().nullable().optional(),
  retriever: z.string().nullable().optional(),
  embedding: z.array(z.number()).nullable().optional(),
  /** Ours, not DB-GPT's: the document holding the chunk (to open it), and every retriever that found it. */
  document_id: z.number().int().nullable().optional(),
  found_by: z.array(z.string()).nullable().optional(),
});
export type RecallChunk = z.infer<typeof recallChunkSchema>;

export const recallTestResponseSchema = z.array(recallChunkSchema);

/** `data` of `recall_retrievers` and `recommend_questions`: plain strings. */
export const stringListSchema = z.array(z.string());

export const graphVisRequestSchema = z.object({ limit: z.number().int().min(1).optional() });
export type GraphVisRequest = z.infer<typeof graphVisRequestSchema>;

export const graphVisSchema = z.object({
  nodes: z.array(
    z.looseObject({
      id: z.string(),
      communityId: z.union([z.string(), z.number()]).nullable().optional(),
      name: z.string(),
      type: z.string().nullable().optional(),
    }),
  ),
  edges: z.array(
    z.looseObject({
      source: z.string(),
      target: z.string(),
      name: z.string().nullable().optional(),
      type: z.string().nullable().optional(),
    }),
  ),
});
export type GraphVis = z.infer<typeof graphVisSchema>;
