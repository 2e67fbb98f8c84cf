import { z } from 'zod';
import { PROMPT_TYPES, PROMPT_VERIFY_FAILURE_REASONS } from './constants/prompt';
import { paginationSchema } from './common';

/** Contract section 5. The prompt serve lives at `/prompt` (no `/api`) in every version. */

export * from './constants/prompt';
export const promptTypeSchema = z.enum(PROMPT_TYPES);

/** Who may see a prompt; our server adds this field, DB-GPT does not send it. */
export const promptVisibilitySchema = z.enum(['public', 'private']);
export type PromptVisibility = z.infer<typeof promptVisibilitySchema>;

const promptFields = {
  prompt_code: z.string().nullable().optional(),
  prompt_name: z.string().nullable().optional(),
  prompt_type: z.string().nullable().optional(),
  chat_scene: z.string().nullable().optional(),
  sub_chat_scene: z.string().nullable().optional(),
  content: z.string().nullable().optional(),
  prompt_desc: z.string().nullable().optional(),
  response_schema: z.string().nullable().optional(),
  input_variables: z.string().nullable().optional(),
  model: z.string().nullable().optional(),
  prompt_language: z.string().nullable().optional(),
  user_code: z.string().nullable().optional(),
  user_name: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
  visibility: promptVisibilitySchema.optional(),
  /** The owner's name when the owner is a sign-in account; our server adds it, DB-GPT does not send it. */
  owner_name: z.string().nullable().optional(),
};

/** A stored prompt as the server returns it. */
export const promptSchema = z.looseObject({
  ...promptFields,
  id: z.number().int(),
  prompt_code: z.string(),
  prompt_name: z.string(),
  gmt_created: z.string().nullable().optional(),
  gmt_modified: z.string().nullable().optional(),
});
export type Prompt = z.infer<typeof promptSchema>;

export const promptPageSchema = paginationSchema(promptSchema);
export type PromptPage = z.infer<typeof promptPageSchema>;

/** Body of `/prompt/add`: a prompt needs a name and its template text. */
export const promptAddRequestSchema = z.object({
  ...promptFields,
  prompt_name: z.string().min(1),
  content: z.string().min(1),
});
export type PromptAddRequest = z.infer<typeof promptAddRequestSchema>;

/** Body of `/prompt/update`: the row is found by `prompt_code`. */
export const promptUpdateRequestSchema = z.object({ ...promptFields, prompt_code: z.string().min(1) });
export type PromptUpdateRequest = z.infer<typeof promptUpdateRequestSchema>;

/** Body of `/prompt/delete`: by name, narrowed by `sys_code` when given. */
export const promptDeleteRequestSchema = z.object({ ...promptFields, prompt_name: z.string().min(1) });
export type PromptDeleteRequest = z.infer<typeof promptDeleteRequestSchema>;

/**
 * Body of `/prompt/query_page` and `/prompt/list`: exact-match filters, `{}` for all. Our server reads
 * `prompt_name` as a part of the name (case-insensitive) and adds `query`, free text found in the name
 * or the content. `visibility` narrows to public prompts, or to the caller's private ones.
 */
export const promptFilterSchema = z.object({ ...promptFields, query: z.string().nullable().optional() });
export type PromptFilter = z.infer<typeof promptFilterSchema>;

export const promptTargetsQuerySchema = z.object({ prompt_type: z.string().optional() });
export type PromptTargetsQuery = z.infer<typeof promptTargetsQuerySchema>;

/** `data` of `/prompt/type/targets`: agents, scenes or metrics; null for `Normal`. */
export const promptTargetSchema = z.object({ name: z.string(), desc: z.string().nullable().optional() });
export type PromptTarget = z.infer<typeof promptTargetSchema>;
export const promptTargetsResponseSchema = z.array(promptTargetSchema).nullable();

const TYPES_WITH_TARGET = new Set(['Agent', 'Scene', 'Evaluate']);

/** Query of `/prompt/template/load`: a target is needed for every type but `Normal`. */
export const promptTemplateLoadQuerySchema = z
  .object({
    prompt_type: z.string().min(1),
    target: z.string().optional(),
    /** Our server's addition: `en` (default) or `zh`, the language of the built-in template. */
    prompt_language: z.string().optional(),
  })
  .refine((query) => !TYPES_WITH_TARGET.has(query.prompt_type) || Boolean(query.target), {
    message: 'target is required for this prompt_type',
    path: ['target'],
  });
export type PromptTemplateLoadQuery = z.infer<typeof promptTemplateLoadQuerySchema>;

export const promptTemplateSchema = z.looseObject({
  template: z.string(),
  input_variables: z.array(z.string()).nullable().optional(),
  template_format: z.string().nullable().optional(),
  response_key: z.string().nullable().optional(),
  template_is_strict: z.boolean().nullable().optional(),
  response_format: z.string().nullable().optional(),
  template_scene: z.string().nullable().optional(),
  template_define: z.string().nullable().optional(),
});
export type PromptTemplate = z.infer<typeof promptTemplateSchema>;

/** Body of `/prompt/response/verify`: agents and scenes are checked against their output schema. */
export const promptVerifyRequestSchema = z
  .object({
    llm_out: z.string(),
    prompt_type: z.string().min(1),
    chat_scene: z.string().optional(),
    /** Our server's addition: the expected output (JSON schema or example); wins over the target's own. */
    response_schema: z.string().nullable().optional(),
  })
  .refine((body) => !['Agent', 'Scene'].includes(body.prompt_type) || Boolean(body.chat_scene), {
    message: 'chat_scene is required for Agent and Scene prompts',
    path: ['chat_scene'],
  });
export type PromptVerifyRequest = z.infer<typeof promptVerifyRequestSchema>;

/**
 * `data` of a failed `/prompt/response/verify` (HTTP 200, `success:false`, `err_code` E000X): why the
 * output does not match, and which expected top-level properties it lacks, for a localised message.
 */
export const promptVerifyFailureSchema = z.object({
  reason: z.enum(PROMPT_VERIFY_FAILURE_REASONS),
  missing_properties: z.array(z.string()),
  expected_properties: z.array(z.string()),
});
export type PromptVerifyFailure = z.infer<typeof promptVerifyFailureSchema>;

/** Body of `POST /prompt/template/debug` (contract S.8): the prompt being edited plus the test inputs. */
export const promptDebugRequestSchema = z.object({
  ...promptFields,
  input_values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullable()).optional(),
  temperature: z.number().min(0).max(2).optional(),
  debug_model: z.string().nullable().optional(),
  user_input: z.string().optional(),
});
export type PromptDebugRequest = z.infer<typeof promptDebugRequestSchema>;
