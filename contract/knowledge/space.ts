import { z } from 'zod';
import { visibilitySchema } from '../visibility';

/** Knowledge spaces (contract 4.0, 4.17–4.20). Paths name a space by its name. */

export const spaceSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  vector_type: z.string().nullable().optional(),
  index_methods: z.array(z.string()).nullable().optional(),
  domain_type: z.string().nullable().optional(),
  desc: z.string().nullable().optional(),
  context: z.string().nullable().optional(),
  owner: z.string().nullable().optional(),
  gmt_created: z.string().nullable().optional(),
  gmt_modified: z.string().nullable().optional(),
  docs: z.number().int().nullable().optional(),
  /** Beyond DB-GPT: who else may see and use the space. */
  visibility: visibilitySchema.optional(),
  /** Beyond DB-GPT: the owner's name when the owner (an id) is a sign-in account. */
  owner_name: z.string().optional(),
});
export type Space = z.infer<typeof spaceSchema>;

/** Body of `space/list`: exact filters; `{}` lists every space. */
export const spaceListRequestSchema = z.object({
  id: z.number().int().optional(),
  name: z.string().optional(),
  vector_type: z.string().optional(),
  owner: z.string().optional(),
  domain_type: z.string().optional(),
  desc: z.string().optional(),
  index_methods: z.array(z.string()).optional(),
  space_id: z.number().int().optional(),
});
export type SpaceListRequest = z.infer<typeof spaceListRequestSchema>;

export const vectorTypeSchema = z.enum(['VectorStore', 'KnowledgeGraph', 'FullText']);

/** Body of `space/add`; `data` is `[]`, the new id is not returned. */
export const spaceAddRequestSchema = z.object({
  name: z.string().min(1),
  vector_type: z.string().optional(),
  domain_type: z.string().optional(),
  desc: z.string().optional(),
  owner: z.string().optional(),
  index_methods: z.array(z.string()).optional(),
  visibility: visibilitySchema.optional(),
});
export type SpaceAddRequest = z.infer<typeof spaceAddRequestSchema>;

export const spaceDeleteRequestSchema = z.object({ name: z.string().min(1) });
export type SpaceDeleteRequest = z.infer<typeof spaceDeleteRequestSchema>;

const nameAndDescSchema = z.object({ name: z.string(), desc: z.string().nullable().optional() });

export const spaceConfigSchema = z.object({
  storage: z.array(nameAndDescSchema.extend({ domain_types: z.array(nameAndDescSchema) })),
});
export type SpaceConfig = z.infer<typeof spaceConfigSchema>;

/** Numbers the UI form may have saved as text. */
const numeric = z.union([z.number(), z.string()]).nullable().optional();

/** The space `context` JSON: retrieval, prompt and summary settings. */
export const spaceArgumentsSchema = z.looseObject({
  embedding: z
    .looseObject({
      topk: numeric,
      recall_score: numeric,
      recall_type: z.string().nullable().optional(),
      model: z.string().nullable().optional(),
      chunk_size: numeric,
      chunk_overlap: numeric,
    })
    .nullable()
    .optional(),
  prompt: z
    .looseObject({
      max_token: numeric,
      scene: z.string().nullable().optional(),
      template: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
  summary: z.looseObject({ max_iteration: numeric, concurrency_limit: numeric }).nullable().optional(),
});
export type SpaceArguments = z.infer<typeof spaceArgumentsSchema>;

/** Body of `argument/save`: the arguments object JSON-encoded as a string. */
export const spaceArgumentSaveRequestSchema = z.object({ argument: z.string().min(1) });
export type SpaceArgumentSaveRequest = z.infer<typeof spaceArgumentSaveRequestSchema>;
