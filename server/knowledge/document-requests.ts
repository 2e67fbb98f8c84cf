import { z } from 'zod';
import { issueMessage } from '../http/issue-messages';

/** The request bodies of the document routes as the server checks them (contract 4.1–4.7). */

const REQUIRED = issueMessage('validation.required');
const MUST_BE_TEXT = issueMessage('validation.mustBeText');
const requiredText = (issue: { input?: unknown }) => (issue.input == null ? REQUIRED : MUST_BE_TEXT);

export const DOC_NAME_MAX = 255;
const MAX_ID = Number.MAX_SAFE_INTEGER;

const id = () => z.number().int().min(1).max(MAX_ID);

export const docName = () =>
  z
    .string({ error: requiredText })
    .trim()
    .min(1, REQUIRED)
    .max(DOC_NAME_MAX, issueMessage('validation.tooLong', { max: DOC_NAME_MAX }));

/** Questions as the owner wrote them: trimmed, blanks dropped. */
export const questionList = () =>
  z
    .array(z.string({ error: MUST_BE_TEXT }).max(1000, issueMessage('validation.tooLong', { max: 1000 })))
    .max(100)
    .transform((questions) => questions.map((question) => question.trim()).filter(Boolean));

const optionalFilter = (max: number) => z.string({ error: MUST_BE_TEXT }).max(max).nullable().optional();

export const documentListBodySchema = z.object({
  doc_name: optionalFilter(DOC_NAME_MAX),
  doc_ids: z.array(id()).max(1000).nullable().optional(),
  doc_type: optionalFilter(100),
  status: optionalFilter(100),
  page: z.number().int().min(1).max(1_000_000).nullable().optional(),
  // DB-GPT reads 0 or less as the default page size.
  page_size: z.number().int().max(1000).nullable().optional(),
});

export const ADDABLE_DOC_TYPES = ['TEXT', 'URL'] as const;

export const documentAddBodySchema = z.object({
  doc_name: docName(),
  doc_type: z.enum(ADDABLE_DOC_TYPES, { error: issueMessage('knowledge.docTypeUnsupported') }),
  content: z.string({ error: requiredText }).refine((text) => text.trim() !== '', REQUIRED),
  questions: questionList().nullable().optional(),
});

export const documentEditBodySchema = z.object({
  doc_id: id(),
  doc_name: docName().nullable().optional(),
  questions: questionList().nullable().optional(),
});

export const documentDeleteBodySchema = z.object({ doc_name: docName() });

export const uploadFieldsSchema = z.object({
  doc_name: docName().optional(),
  doc_type: z.string().max(100).optional(),
});

const chunkParameters = z.looseObject({
  chunk_strategy: z.string({ error: requiredText }).min(1, REQUIRED).max(100),
  chunk_size: z.number().int().min(1).max(100_000).nullable().optional(),
  chunk_overlap: z.number().int().min(0).max(100_000).nullable().optional(),
  separator: z.string({ error: MUST_BE_TEXT }).max(100).nullable().optional(),
  enable_merge: z.boolean().nullable().optional(),
  splitter_type: z.string({ error: MUST_BE_TEXT }).max(100).nullable().optional(),
});

const modelName = () => z.string({ error: MUST_BE_TEXT }).max(200).nullable().optional();

export const documentSyncBodySchema = z.object({
  doc_ids: z.array(id()).min(1).max(1000),
  model_name: modelName(),
  chunk_size: z.number().int().min(1).max(100_000).nullable().optional(),
  chunk_overlap: z.number().int().min(0).max(100_000).nullable().optional(),
});

export const documentSyncBatchBodySchema = z
  .array(z.object({ doc_id: id(), chunk_parameters: chunkParameters, model_name: modelName() }))
  .min(1)
  .max(1000);

export const chunkListBodySchema = z.object({
  document_id: id().nullable().optional(),
  id: id().nullable().optional(),
  doc_name: optionalFilter(DOC_NAME_MAX),
  doc_type: optionalFilter(100),
  content: optionalFilter(1000),
  page: z.number().int().min(1).max(1_000_000).nullable().optional(),
  page_size: z.number().int().max(1000).nullable().optional(),
});

export const chunkEditBodySchema = z.object({
  chunk_id: id(),
  content: z
    .string({ error: MUST_BE_TEXT })
    .refine((text) => text.trim() !== '', issueMessage('validation.mustNotBeEmpty'))
    .nullable()
    .optional(),
  label: z.string({ error: MUST_BE_TEXT }).max(1000).nullable().optional(),
  questions: questionList().nullable().optional(),
});

export const chunkQuestionsEditBodySchema = z.object({ chunk_id: id(), questions: questionList() });

/** Page size as DB-GPT reads it: 0 or less (or none) is the default of 20. */
export function pageSizeOf(requested: number | null | undefined): number {
  return requested && requested > 0 ? requested : 20;
}

/** The v2 serve API's `POST /documents` (DB-GPT's SDK sends the fields as query parameters, as text). */
export const documentV2CreateBodySchema = documentAddBodySchema.extend({
  space_id: z.coerce
    .number({ error: issueMessage('serveV2.spaceIdRequired') })
    .int()
    .min(1)
    .max(MAX_ID),
});

/** One `KnowledgeSyncRequest` of the v2 serve API (DB-GPT's SDK sends the ids as text). */
export const documentV2SyncEntrySchema = z.object({
  doc_id: z.coerce.number().int().min(1).max(MAX_ID),
  space_id: z.coerce.number().int().min(1).max(MAX_ID).nullable().optional(),
  model_name: modelName(),
  chunk_parameters: chunkParameters.nullable().optional(),
});

/** The v2 serve API's `POST /documents/sync`: a list of sync requests. */
export const documentV2SyncBodySchema = z.array(documentV2SyncEntrySchema).min(1).max(1000);
