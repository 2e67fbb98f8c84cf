import type { AxiosRequestConfig } from 'axios';
import type {
  ChatHistoryMessage,
  ChatMode,
  ChatModeParams,
  ChatScene,
  ChatUploadQuery,
  ChatUploadResult,
  ConUidParams,
  Conversation,
  DialogueListQuery,
  NewDialogueParams,
  RenameDialogueBody,
  TopicTerminateParams,
} from '@/contract/chat';
import type { UsableModels } from '@/contract/model';
import { GET, POST } from '../http';

/** Opens a conversation id; the server stores nothing until the first completion (contract 6.1). */
export function newDialogue(params: NewDialogueParams) {
  return POST<undefined, Conversation>('/api/v1/chat/dialogue/new', undefined, { params });
}

/** Newest conversations first; pass `user_name` to see only one user's (contract 6.2). */
export function getDialogueList(query?: DialogueListQuery) {
  return GET<DialogueListQuery, Conversation[]>('/api/v1/chat/dialogue/list', query);
}

export function getChatHistory(convUid: string) {
  return GET<ConUidParams, ChatHistoryMessage[]>('/api/v1/chat/dialogue/messages/history', {
    con_uid: convUid,
  });
}

/** Erases the conversation's memory — the server also drops the conversation itself (contract 6.4). */
export function clearChatHistory(convUid: string) {
  return POST<undefined, null>('/api/v1/chat/dialogue/clear', undefined, { params: { con_uid: convUid } });
}

export function deleteDialogue(convUid: string) {
  return POST<undefined, null>('/api/v1/chat/dialogue/delete', undefined, { params: { con_uid: convUid } });
}

/** Ours (DB-GPT has no rename; it answers 405): the conversation's new title, its `user_input` in lists. */
export function renameDialogue(convUid: string, title: string) {
  return POST<RenameDialogueBody, Conversation>(
    '/api/v1/chat/dialogue/rename',
    { title },
    { params: { con_uid: convUid } },
  );
}

/** The databases or knowledge spaces a scene can be pointed at (contract 6.6). */
export function getChatModeParams(chatMode: ChatMode) {
  return POST<undefined, ChatModeParams>('/api/v1/chat/mode/params/list', undefined, {
    params: { chat_mode: chatMode },
  });
}

/** The scenes with their display names (contract 6.10). */
export function getChatScenes() {
  return POST<undefined, ChatScene[]>('/api/v1/chat/dialogue/scenes');
}

/** The multipart field name servers from v0.7.1 read; older ones read `doc_file` (Appendix B). */
export const CHAT_UPLOAD_FIELD = 'doc_files';

/**
 * Uploads files into a conversation (contract 6.7). For `chat_excel` the server analyses the sheet before it
 * answers, which can take long; pass `config.onUploadProgress` or a `signal` as needed.
 */
export function uploadChatFiles(query: ChatUploadQuery, files: File | File[], config?: AxiosRequestConfig) {
  const form = new FormData();
  // The server stores the original name, so it is passed explicitly rather than left to the Blob.
  for (const file of Array.isArray(files) ? files : [files]) form.append(CHAT_UPLOAD_FIELD, file, file.name);
  return POST<FormData, ChatUploadResult>('/api/v1/resource/file/upload', form, { ...config, params: query });
}

/** Ends the waiting agent round of a conversation (contract 6.8). */
export function terminateTopic(params: TopicTerminateParams) {
  return POST<undefined, null>('/api/v1/chat/topic/terminate', undefined, { params });
}

/** Healthy LLM names; the first is the default model (contract 6.9). */
export function getUsableModels() {
  return GET<undefined, UsableModels>('/api/v1/model/types');
}
