import { z } from 'zod';

/** Knowledge documents (contract 4.0–4.8). */

export const syncStatusSchema = z.enum(['TODO', 'RUNNING', 'FINISHED', 'FAILED']);
export type SyncStatus = z.infer<typeof syncStatusSchema>;

export const knowledgeTypeSchema = z.enum(['DOCUMENT', 'URL', 'TEXT', 'YUQUEURL', 'GIT_REPO']);
export type KnowledgeType = z.infer<typeof knowledgeTypeSchema>;

/**
 * A document as listed. `content` is a `dbgpt-fs://` URI (v0.7+) or a server path (v0.6.3) for
 * files; `doc_ids` queries return raw rows, so most fields are optional.
 */
export const documentSchema = z.looseObject({
  id: z.number().int(),
  doc_name: z.string(),
  doc_type: z.string(),
  content: z.string().nullable().optional(),
  vector_ids: z.string().nullable().optional(),
  space: z.string().nullable().optional(),
  space_id: z.union([z.number().int(), z.string()]).nullable().optional(),
  status: z.string(),
  last_sync: z.string().nullable().optional(),
  result: z.string().nullable().optional(),
  summary: z.string().nullable().optional(),
  gmt_created: z.string().nullable().optional(),
  gmt_modified: z.string().nullable().optional(),
  chunk_size: z.number().int().nullable().optional(),
  questions: z.array(z.string()).nullable().optional(),
  /** Ours, not DB-GPT's: chunks indexed so far while a sync runs (null otherwise). */
  sync_progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable().optional(),
});
export type KnowledgeDocument = z.infer<typeof documentSchema>;

/** Body of `document/list`: paging in the body; `doc_name` searches without paging. */
export const documentListRequestSchema = z.object({
  doc_name: z.string().optional(),
  doc_ids: z.array(z.number().int()).optional(),
  doc_type: z.string().optional(),
  status: z.string().optional(),
  page: z.number().int().optional(),
  page_size: z.number().int().optional(),
});
export type DocumentListRequest = z.infer<typeof documentListRequestSchema>;

/** The knowledge lists' own wrapper: `total`/`page` are null for name searches. */
export const documentListResponseSchema = z.object({
  data: z.array(documentSchema),
  total: z.number().int().nullable().optional(),
  page: z.number().int().nullable().optional(),
});
export type DocumentListResponse = z.infer<typeof documentListResponseSchema>;

/** Body of `document/add`; `data` is the new document id, in state `TODO`. */
export const documentAddRequestSchema = z.object({
  doc_name: z.string().min(1),
  doc_type: z.string().min(1),
  content: z.string().min(1),
  source: z.string().nullable().optional(),
  labels: z.string().nullable().optional(),
  doc_token: z.string().nullable().optional(),
  doc_id: z.number().int().nullable().optional(),
  questions: z.array(z.string()).nullable().optional(),
});
export type DocumentAddRequest = z.infer<typeof documentAddRequestSchema>;

/** Body of `document/edit`: rename and replace questions (absent questions clear them). */
export const documentEditRequestSchema = z.object({
  doc_id: z.number().int(),
  doc_name: z.string().optional(),
  questions: z.array(z.string()).nullable().optional(),
});
export type DocumentEditRequest = z.infer<typeof documentEditRequestSchema>;

/** Body of `document/sync`: only the first id is synced by DB-GPT. */
export const documentSyncRequestSchema = z.object({
  doc_ids: z.array(z.number().int()).min(1),
  model_name: z.string().nullable().optional(),
  chunk_size: z.number().int().nullable().optional(),
  chunk_overlap: z.number().int().nullable().optional(),
  pre_separator: z.string().nullable().optional(),
  separators: z.array(z.string()).nullable().optional(),
});
export type DocumentSyncRequest = z.infer<typeof documentSyncRequestSchema>;

/** `data` of `document/sync`: the ids marked `RUNNING`. */
export const documentSyncResponseSchema = z.array(z.number().int());

export const splitterTypeSchema = z.enum(['user_define', 'langchain', 'llama-index']);

export const chunkParametersSchema = z.object({
  chunk_strategy: z.string().min(1),
  chunk_size: z.number().int().nullable().optional(),
  chunk_overlap: z.number().int().nullable().optional(),
  separator: z.string().nullable().optional(),
  enable_merge: z.boolean().nullable().optional(),
  splitter_type: z.string().nullable().optional(),
  text_splitter: z.unknown().optional(),
});
export type ChunkParameters = z.infer<typeof chunkParametersSchema>;

/** Body of `document/sync_batch`: a JSON array, one entry per document. */
export const documentSyncBatchRequestSchema = z.array(
  z.object({
    doc_id: z.number().int(),
    chunk_parameters: chunkParametersSchema,
    model_name: z.string().nullable().optional(),
    space_id: z.union([z.number().int(), z.string()]).nullable().optional(),
  }),
);
export type DocumentSyncBatchRequest = z.infer<typeof documentSyncBatchRequestSchema>;

export const documentSyncBatchResponseSchema = z.object({ tasks: z.array(z.number().int()) });
export type DocumentSyncBatchResponse = z.infer<typeof documentSyncBatchResponseSchema>;

/** Text fields of the multipart `document/upload`; the file travels as `doc_file`. */
export const documentUploadFieldsSchema = z.object({
  doc_name: z.string().min(1),
  doc_type: z.string().min(1),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/** Body of `document/delete`: by name, not id. */
export const documentDeleteRequestSchema = z.object({ doc_name: z.string().min(1) });
export type DocumentDeleteRequest = z.infer<typeof documentDeleteRequestSchema>;

/** `data` of `document/delete`: DB-GPT answers the literal string "None". */
export const documentDeleteResponseSchema = z.string().nullable();

/** Body of `document/yuque/add`, a call only the web client knows (no DB-GPT route). */
export const yuqueDocumentAddRequestSchema = z.object({
  doc_name: z.string().min(1),
  content: z.string().min(1),
  doc_token: z.string().nullable().optional(),
  doc_type: z.string().min(1),
  space_name: z.string().nullable().optional(),
  questions: z.array(z.string()).nullable().optional(),
});
export type YuqueDocumentAddRequest = z.infer<typeof yuqueDocumentAddRequestSchema>;

export const chunkStrategySchema = z.looseObject({
  strategy: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  parameters: z.array(
    z.looseObject({
      param_name: z.string(),
      param_type: z.string(),
      default_value: z.unknown().optional(),
      description: z.string().nullable().optional(),
    }),
  ),
  suffix: z.array(z.string()),
  type: z.array(z.string()),
});
export type ChunkStrategy = z.infer<typeof chunkStrategySchema>;
