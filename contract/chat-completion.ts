import { z } from 'zod';
import { CHAT_MODES } from './constants/chat';

export * from './constants/chat';

export const chatModeSchema = z.enum(CHAT_MODES);

const mediaUrlSchema = z.object({ url: z.string(), fileName: z.string().optional() });

/** One part of an OpenAI-style user message; media parts carry their url under a key named like the type. */
export const userContentPartSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('image_url'), image_url: mediaUrlSchema }),
  z.object({ type: z.literal('audio_url'), audio_url: mediaUrlSchema }),
  z.object({ type: z.literal('video_url'), video_url: mediaUrlSchema }),
  z.object({ type: z.literal('file_url'), file_url: mediaUrlSchema }),
]);
export type UserContentPart = z.infer<typeof userContentPartSchema>;

export const userMessageSchema = z.object({
  role: z.literal('user'),
  content: z.union([z.string(), z.array(userContentPartSchema)]),
});
export type UserMessage = z.infer<typeof userMessageSchema>;

/** `user_input`: plain text everywhere; the message object only on servers ≥ v0.7.1 (Appendix B). */
export const userInputSchema = z.union([z.string(), userMessageSchema]);
export type UserInput = z.infer<typeof userInputSchema>;

export const chatExtInfoSchema = z
  .object({
    knowledge_space: z.string().optional(),
    file_ids: z.array(z.string()).optional(),
    file_path: z.string().optional(),
  })
  .catchall(z.unknown());
export type ChatExtInfo = z.infer<typeof chatExtInfoSchema>;

/** Body of `POST /api/v1/chat/completions` — the server's `ConversationVo` (contract S.1). */
export const chatCompletionRequestSchema = z.object({
  conv_uid: z.string().optional(),
  user_input: userInputSchema,
  chat_mode: z.union([chatModeSchema, z.literal('')]).optional(),
  app_code: z.string().optional(),
  select_param: z.unknown().optional(),
  model_name: z.string().nullable().optional(),
  temperature: z.number().optional(),
  max_new_tokens: z.number().int().optional(),
  incremental: z.boolean().optional(),
  user_name: z.string().optional(),
  sys_code: z.string().nullable().optional(),
  prompt_code: z.string().nullable().optional(),
  ext_info: chatExtInfoSchema.optional(),
  /**
   * Ours (DB-GPT ignores it): the question is the conversation's latest one asked again. Its new answer
   * becomes another version of that round instead of a new round; otherwise the question opens a round.
   */
  retry: z.boolean().optional(),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;
export const conversationVoSchema = chatCompletionRequestSchema;
export type ConversationVo = ChatCompletionRequest;
