import { z } from 'zod';
import { queryInt, MAX_PAGE } from './query-params';
import { visibilitySchema } from './visibility';

/**
 * The v2 serve API that DB-GPT's Python SDK (`dbgpt-client`) calls: `/api/v2/serve/apps`,
 * `/api/v2/serve/knowledge/spaces|documents` (DB-GPT's RAG serve module). Envelope B around each `data`.
 * The SDK reads these into pydantic models whose text fields refuse `null`, so those are always strings.
 */

/** `GET /api/v2/serve/apps` query (the answer is the app list's `GptsAppResponse`, contract 1.4). */
export const appsV2ListQuerySchema = z.object({
  page: queryInt().min(1).max(MAX_PAGE).optional(),
  page_size: queryInt().min(1).max(1000).optional(),
  is_collected: z.enum(['true', 'false']).optional(),
});

/** DB-GPT's `PaginationResult`: the list answers of the RAG serve module. */
export const paginationResultSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total_count: z.number().int(),
    total_pages: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

export const servePageQuerySchema = z.object({
  page: queryInt().min(1).max(MAX_PAGE).optional(),
  page_size: queryInt().min(1).max(1000).optional(),
});

/** `SpaceServeResponse`: a knowledge space as the v2 serve API answers it. */
export const spaceV2Schema = z.object({
  id: z.number().int(),
  name: z.string(),
  vector_type: z.string(),
  domain_type: z.string(),
  desc: z.string(),
  owner: z.string(),
  /** The space's arguments as JSON text, or null when none were saved. */
  context: z.string().nullable(),
  user_id: z.string().nullable(),
  sys_code: z.string().nullable(),
  gmt_created: z.string(),
  gmt_modified: z.string(),
  /** Beyond DB-GPT: who else may see and use the space. */
  visibility: visibilitySchema,
});
export type SpaceV2 = z.infer<typeof spaceV2Schema>;

/**
 * Requests (checked on the server, with the web routes' rules): `POST /spaces` takes `space/add`'s body
 * (`name`, `vector_type`, `domain_type`, `desc`, `owner`); `POST /documents` takes `document/add`'s
 * (`doc_name`, `doc_type` TEXT or URL, `content`) plus `space_id`, as query parameters (DB-GPT's SDK), form
 * fields or JSON; `POST /documents/sync` takes a list of `{doc_id, space_id?, model_name?, chunk_parameters?}`.
 */

/** `DocumentServeResponse` plus `space_id` (the SDK's `DocumentModel` reads it). */
export const documentV2Schema = z.object({
  id: z.number().int(),
  doc_name: z.string(),
  doc_type: z.string(),
  content: z.string(),
  space: z.string(),
  space_id: z.string(),
  status: z.string(),
  result: z.string(),
  last_sync: z.string().nullable(),
  chunk_size: z.number().int(),
  gmt_created: z.string(),
  gmt_modified: z.string(),
});
export type DocumentV2 = z.infer<typeof documentV2Schema>;
