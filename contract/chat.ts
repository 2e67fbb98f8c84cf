import { z } from 'zod';
import { chatModeSchema } from './chat-completion';
import { MAX_CONVERSATION_TITLE } from './constants/chat';
import { feedbackRecordSchema } from './feedback';
import { MAX_PAGE, queryInt } from './query-params';

export * from './chat-completion';

/** A conversation as the dialogue routes answer it (contract 6.0). */
export const conversationSchema = z.object({
  conv_uid: z.string(),
  user_input: z.string().nullable().optional(),
  chat_mode: z.string(),
  app_code: z.string().nullable().optional(),
  select_param: z.string().nullable().optional(),
  model_name: z.string().nullable().optional(),
  user_name: z.string().nullable().optional(),
  sys_code: z.string().nullable().optional(),
  gmt_created: z.string().nullable().optional(),
  gmt_modified: z.string().nullable().optional(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Query of `POST /api/v1/chat/dialogue/new` (contract 6.1); `model_name` is sent but ignored by the server. */
export const newDialogueParamsSchema = z.object({
  chat_mode: chatModeSchema,
  app_code: z.string().optional(),
  model_name: z.string().optional(),
  user_name: z.string().optional(),
  user_id: z.string().optional(),
  sys_code: z.string().optional(),
});
export type NewDialogueParams = z.infer<typeof newDialogueParamsSchema>;

/** The most conversations one page of the list may hold. */
export const MAX_DIALOGUE_PAGE_SIZE = 1000;
/**
 * The most conversations the list answers when no page is asked for (DB-GPT's client reads one plain
 * list; DB-GPT itself answers its 10 newest): the newest ones, as many as a page of the sidebar;
 * older ones are reached page by page.
 */
export const MAX_UNPAGED_DIALOGUES = 100;

/** Query of `GET /api/v1/chat/dialogue/list` (contract 6.2); only ever the caller's own conversations. */
export const dialogueListQuerySchema = z.object({
  user_name: z.string().optional(),
  user_id: z.string().optional(),
  sys_code: z.string().optional(),
  page: queryInt().min(1).max(MAX_PAGE).optional(),
  page_size: queryInt().min(1).max(MAX_DIALOGUE_PAGE_SIZE).optional(),
});
export type DialogueListQuery = z.infer<typeof dialogueListQuerySchema>;
export const dialogueListSchema = z.array(conversationSchema);

export const HISTORY_ROLES = ['human', 'ai', 'view', 'system'] as const;
export type HistoryRole = (typeof HISTORY_ROLES)[number];

/** Ours: an earlier answer to a round's question, replaced by a retry; shown like the `view` message. */
export const answerVersionSchema = z.object({
  context: z.string(),
  model_name: z.string().nullable().optional(),
  time_stamp: z.unknown().optional(),
  stopped: z.boolean().optional(),
});
export type AnswerVersion = z.infer<typeof answerVersionSchema>;

/** One stored message (contract 6.3); UIs show `human` and `view`, `order` is the round index. */
export const chatHistoryMessageSchema = z.object({
  role: z.string(),
  context: z.string(),
  order: z.number(),
  time_stamp: z.unknown().optional(),
  model_name: z.string().nullable().optional(),
  // `{}` when the round has no feedback.
  feedback: feedbackRecordSchema.partial().nullable().optional(),
  // Ours: the answer was cut short (the user stopped it, disconnected, or the model failed midway).
  stopped: z.boolean().optional(),
  // Ours, on `view`: the round's earlier answers, oldest first; the message itself is the latest.
  versions: z.array(answerVersionSchema).optional(),
});
export type ChatHistoryMessage = z.infer<typeof chatHistoryMessageSchema>;
export const chatHistorySchema = z.array(chatHistoryMessageSchema);

/** `con_uid` (sic) addresses a conversation in history, clear and delete (contract 6.3–6.5). */
export const conUidParamsSchema = z.object({ con_uid: z.string() });
export type ConUidParams = z.infer<typeof conUidParamsSchema>;

/**
 * Body of `POST /api/v1/chat/dialogue/rename?con_uid=` (ours; DB-GPT has no rename): the new title,
 * which the list shows as `user_input`.
 */
export const renameDialogueBodySchema = z.object({
  title: z.string().trim().min(1).max(MAX_CONVERSATION_TITLE),
});
export type RenameDialogueBody = z.infer<typeof renameDialogueBodySchema>;

/** A choice for a scene's `select_param` (contract 6.6): a database, or a knowledge space with its id. */
export const chatModeParamSchema = z.object({
  param: z.string(),
  type: z.string(),
  space_id: z.number().optional(),
  /** Ours, for the data scenes: `param` is the datasource's unique display name, this its id. */
  datasource_id: z.number().optional(),
  db_name: z.string().optional(),
});
export type ChatModeParam = z.infer<typeof chatModeParamSchema>;
/** A list for data/knowledge scenes, a label → plugin map for `chat_execution`, null otherwise. */
export const chatModeParamsSchema = z.union([
  z.array(chatModeParamSchema),
  z.record(z.string(), z.string()),
  z.null(),
]);
export type ChatModeParams = z.infer<typeof chatModeParamsSchema>;

/** Query of `POST /api/v1/resource/file/upload` (contract 6.7; spec section 7 adds `user_name`). */
export const chatUploadQuerySchema = z.object({
  conv_uid: z.string(),
  chat_mode: chatModeSchema,
  model_name: z.string().optional(),
  temperature: z.coerce.number().optional(),
  max_new_tokens: queryInt().optional(),
  sys_code: z.string().optional(),
  user_name: z.string().optional(),
});
export type ChatUploadQuery = z.infer<typeof chatUploadQuerySchema>;

/** What an upload answers per file; pass it (or its JSON) as `select_param` for `chat_excel`. */
export const uploadedChatFileSchema = z.object({
  is_oss: z.boolean().optional(),
  file_path: z.string(),
  file_name: z.string(),
  file_learning: z.boolean().optional(),
  bucket: z.string().optional(),
  /** Ours, for `chat_excel`: the sheet as loaded into its table (the first rows), to show before asking. */
  preview: z
    .object({
      table_name: z.string(),
      columns: z.array(z.object({ name: z.string(), type: z.string() })),
      rows: z.array(z.record(z.string(), z.unknown())),
      row_count: z.number(),
    })
    .optional(),
});
export type SpreadsheetPreview = NonNullable<z.infer<typeof uploadedChatFileSchema>['preview']>;
export type UploadedChatFile = z.infer<typeof uploadedChatFileSchema>;
/** One object for one file, an array for several. */
export const chatUploadResultSchema = z.union([uploadedChatFileSchema, z.array(uploadedChatFileSchema)]);
export type ChatUploadResult = z.infer<typeof chatUploadResultSchema>;

/**
 * The highest round number (`order`, `message_id`, `conv_index`, `round_index`) a request may name.
 * Rounds count up from 1 one question at a time; the bound keeps stored numbers readable.
 */
export const MAX_ROUND_INDEX = 2_147_483_647;

/** Query of `POST /api/v1/chat/topic/terminate` (contract 6.8). */
export const topicTerminateParamsSchema = z.object({
  conv_id: z.string(),
  round_index: queryInt().min(0).max(MAX_ROUND_INDEX),
});
export type TopicTerminateParams = z.infer<typeof topicTerminateParamsSchema>;

/** An element of `POST /api/v1/chat/dialogue/scenes` (contract 6.10). */
export const chatSceneSchema = z.object({
  chat_scene: z.string(),
  scene_name: z.string(),
  scene_describe: z.string().nullable().optional(),
  param_title: z.string().nullable().optional(),
  show_disable: z.boolean().optional(),
});
export type ChatScene = z.infer<typeof chatSceneSchema>;
