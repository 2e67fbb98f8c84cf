import { z } from 'zod';

/** The scenes `POST /api/v2/chat/completions` answers (DB-GPT's also lists chat_data, chat_dashboard…). */
export const V2_CHAT_MODES = ['chat_normal', 'chat_knowledge', 'chat_app', 'chat_flow'] as const;

const textPartSchema = z.object({ type: z.literal('text'), text: z.string() });

/** An OpenAI chat message; text only (images are for the web chat's attachments). */
export const openAiMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.union([z.string(), z.array(textPartSchema)]),
});
export type OpenAiMessage = z.infer<typeof openAiMessageSchema>;

/** DB-GPT's Python client sends every field it has, `null` when the caller gave none: null means absent. */
const absentWhenNull = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? undefined);

/**
 * Body of `POST /api/v2/chat/completions` (contract S.8). `messages` is OpenAI's list, or, as DB-GPT's
 * own client sends it, the user's text (a string or a list of strings).
 */
export const v2ChatCompletionRequestSchema = z.object({
  model: z.string().trim().min(1),
  messages: z.union([z.string(), z.array(z.string()), z.array(openAiMessageSchema)]),
  stream: absentWhenNull(z.boolean()).transform((stream) => stream ?? false),
  temperature: absentWhenNull(z.number().min(0).max(2)),
  max_new_tokens: absentWhenNull(z.number().int().positive()),
  max_tokens: absentWhenNull(z.number().int().positive()),
  chat_mode: absentWhenNull(z.string().trim().min(1)).transform((mode) => mode ?? 'chat_normal'),
  /** chat_knowledge: the knowledge space's name; chat_app: the app's code; chat_flow: the flow's uid. */
  chat_param: absentWhenNull(z.string()),
  conv_uid: absentWhenNull(z.string().max(255)),
});
export type V2ChatCompletionRequest = z.input<typeof v2ChatCompletionRequestSchema>;

export const openAiUsageSchema = z.object({
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  total_tokens: z.number(),
});

/** The non-streaming answer: an OpenAI `chat.completion`. */
export const chatCompletionObjectSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion'),
  created: z.number(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number(),
      message: z.object({ role: z.literal('assistant'), content: z.string() }),
      finish_reason: z.string().nullable(),
    }),
  ),
  usage: openAiUsageSchema,
});
export type ChatCompletionObject = z.infer<typeof chatCompletionObjectSchema>;

/** One frame of the streaming answer: an OpenAI `chat.completion.chunk`. */
export const chatCompletionChunkSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion.chunk'),
  created: z.number(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number(),
      delta: z.object({ role: z.literal('assistant').optional(), content: z.string().optional() }),
      finish_reason: z.string().nullable(),
    }),
  ),
});
export type ChatCompletionChunk = z.infer<typeof chatCompletionChunkSchema>;
