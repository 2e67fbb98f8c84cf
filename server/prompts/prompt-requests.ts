import { z } from 'zod';
import { promptDebugRequestSchema, promptVisibilitySchema } from '@/contract/prompt';
import { MAX_PAGE, queryInt } from '@/contract/query-params';
import { issueMessage } from '../http/issue-messages';

/** The request bodies of the prompt routes as the server checks them (contract 5.3–5.7, S.8). */

const REQUIRED = issueMessage('validation.required');
const MUST_BE_TEXT = issueMessage('validation.mustBeText');
const requiredText = (issue: { input?: unknown }) => (issue.input == null ? REQUIRED : MUST_BE_TEXT);

const requiredName = () => z.string({ error: requiredText }).trim().min(1, REQUIRED);

// The template keeps its own whitespace; it only has to say something.
const requiredContent = () =>
  z.string({ error: requiredText }).refine((text) => text.trim() !== '', REQUIRED);

const optionalText = () => z.string({ error: MUST_BE_TEXT }).nullable().optional();

const visibility = () =>
  z
    .enum(promptVisibilitySchema.options, { error: issueMessage('validation.visibility') })
    .nullable()
    .optional();

const editableFields = {
  chat_scene: optionalText(),
  sub_chat_scene: optionalText(),
  prompt_desc: optionalText(),
  response_schema: optionalText(),
  input_variables: optionalText(),
  model: optionalText(),
  prompt_language: optionalText(),
  user_name: optionalText(),
  sys_code: optionalText(),
  visibility: visibility(),
};

export const addPromptBodySchema = z.object({
  ...editableFields,
  prompt_code: optionalText(),
  prompt_name: requiredName(),
  prompt_type: requiredName(),
  content: requiredContent(),
});
export type AddPromptBody = z.infer<typeof addPromptBodySchema>;

/** Absent or null fields keep their value, as DB-GPT's update does; a name, type or content cannot be blanked. */
export const updatePromptBodySchema = z.object({
  ...editableFields,
  prompt_code: requiredName(),
  prompt_name: requiredName().nullable().optional(),
  prompt_type: requiredName().nullable().optional(),
  content: requiredContent().nullable().optional(),
});
export type UpdatePromptBody = z.infer<typeof updatePromptBodySchema>;

/** DB-GPT deletes by name (narrowed by `sys_code`); a `prompt_code` names one prompt exactly. */
export const deletePromptBodySchema = z
  .object({
    prompt_code: optionalText(),
    prompt_name: optionalText(),
    sys_code: optionalText(),
    prompt_language: optionalText(),
    model: optionalText(),
  })
  .refine((body) => Boolean(body.prompt_code?.trim() || body.prompt_name?.trim()), {
    message: issueMessage('validation.nameOrPromptCode'),
    path: ['prompt_name'],
  });
export type DeletePromptBody = z.infer<typeof deletePromptBodySchema>;

/** The longest search text: far longer than any prompt name, short enough to match cheaply. */
export const MAX_SEARCH_TEXT = 500;

const searchText = () =>
  z
    .string({ error: MUST_BE_TEXT })
    .max(MAX_SEARCH_TEXT, issueMessage('validation.tooLong', { max: MAX_SEARCH_TEXT }))
    .nullable()
    .optional();

export const promptFilterBodySchema = z.object({
  prompt_code: searchText(),
  prompt_name: searchText(),
  prompt_type: searchText(),
  chat_scene: searchText(),
  sub_chat_scene: searchText(),
  model: searchText(),
  prompt_language: searchText(),
  user_code: searchText(),
  user_name: searchText(),
  sys_code: searchText(),
  visibility: visibility(),
  query: searchText(),
});
export type PromptFilterBody = z.infer<typeof promptFilterBodySchema>;

export const MAX_PAGE_SIZE = 200;
export const promptPageQuerySchema = z.object({
  page: queryInt().min(1).max(MAX_PAGE).optional(),
  page_size: queryInt().min(1).max(MAX_PAGE_SIZE).optional(),
});

const TEST_QUESTION = issueMessage('validation.testQuestion');

export const debugPromptBodySchema = promptDebugRequestSchema.extend({
  content: requiredContent(),
  user_input: z
    .string({ error: (issue) => (issue.input == null ? TEST_QUESTION : MUST_BE_TEXT) })
    .refine((text) => text.trim() !== '', TEST_QUESTION),
});
export type DebugPromptBody = z.infer<typeof debugPromptBodySchema>;

const queryText = () => z.string().optional();

export const targetsQuerySchema = z.object({ prompt_type: queryText(), prompt_language: queryText() });

/** Missing or unknown targets are the service's errors (400 E0003), not validation ones (contract 5.2). */
export const templateLoadQuerySchema = z.object({
  prompt_type: queryText(),
  target: queryText(),
  prompt_language: queryText(),
});

export const verifyBodySchema = z
  .object({
    llm_out: z.string({ error: requiredText }),
    prompt_type: requiredName(),
    chat_scene: optionalText(),
    response_schema: optionalText(),
  })
  .refine(
    (body) =>
      Boolean(body.response_schema?.trim() || body.chat_scene?.trim()) ||
      !['Agent', 'Scene'].includes(body.prompt_type),
    { message: issueMessage('validation.chatSceneOrSchema'), path: ['chat_scene'] },
  );
export type VerifyBody = z.infer<typeof verifyBodySchema>;
