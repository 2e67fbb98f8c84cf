import { z } from 'zod';

/**
 * The references a `chat_knowledge` answer ends with, as DB-GPT writes them: an HTML element appended to the
 * answer text, `<references title="References" references="[...]"></references>`, whose `references`
 * attribute is this list as JSON (attribute-escaped). `document_id` and `space_name` are ours, so that a
 * reference can open its chunk; DB-GPT sends only `id`, `content`, `meta_info`, `recall_score`.
 */
export const referenceChunkSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  content: z.string(),
  meta_info: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullable()
    .optional(),
  recall_score: z.number().nullable().optional(),
  document_id: z.number().int().nullable().optional(),
  space_name: z.string().nullable().optional(),
});
export type ReferenceChunk = z.infer<typeof referenceChunkSchema>;

export const referenceDocumentSchema = z.looseObject({
  name: z.string(),
  chunks: z.array(referenceChunkSchema),
});
export type ReferenceDocument = z.infer<typeof referenceDocumentSchema>;

export const referencesSchema = z.array(referenceDocumentSchema);
