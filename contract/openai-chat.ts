import { z } from 'zod';

/** The scenes `POST /api/v2/chat/completions` answers (DB-GPT's also lists chat_app, chat_flow, chat_data…). */
export const V2_CHAT_MODES = ['chat_normal', 'chat_knowledge', 'chat_app'] as const;

const textPartSchema = z.object({ type: z.literal('text'), text: z.string() });

/** An OpenAI chat message; text only (images are for the web chat's attachments). */
export const openAiMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.union([z.string(), z.array(textPartSchema)]),
});
export type OpenAiMessage = z.infer<typeof openAiMessageSchema>;

/**
 * Body of `POST /api/v2/chat/completions` (contract S.8). `messages` is OpenAI's list, or, as DB-GPT's
 * own client sends it, the user's text (a string or a list of strings).
 */
export const v2ChatCompletionRequestSchema = z.object({
  model: z.string().trim().min(1),
  messages: z.union([z.string(), z.array(z.string()), z.array(openAiMessageSchema)]),
  stream: z.boolean().default(false),
  temperature: z.number().min(0).max(2).optional(),
  max_new_tokens: z.number().int().positive().optional(),
  max_tokens: z.number().int().positive().optional(),
  chat_mode: z.string().trim().min(1).default('chat_normal'),
  /** chat_knowledge: the knowledge space's name. */
  chat_param: z.string().optional(),
  conv_uid: z.string().max(255).optional(),
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
