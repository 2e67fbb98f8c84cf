import type { Conversation } from '@/contract/chat';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import type {
  ConversationListItem,
  ConversationRecord,
  ConversationRepository,
} from '../repositories/conversations';
import { toServeTimestamp } from '../repositories/timestamp';

export function conversationNotFound(convUid: string): ApiError {
  return ApiError.notFound(localized('chat.conversationNotFound', { id: convUid }));
}

/** Who may see a conversation: today its owner only (conversations are per-user). */
export function maySeeConversation(conversation: ConversationRecord, userId: string): boolean {
  return conversation.userId === userId;
}

/** The caller's conversation; another user's is answered exactly like a missing one (404). */
export async function findOwnConversation(
  conversations: ConversationRepository,
  convUid: string,
  userId: string,
): Promise<ConversationRecord> {
  const conversation = await conversations.find(convUid);
  if (!conversation || !maySeeConversation(conversation, userId)) throw conversationNotFound(convUid);
  return conversation;
}

/** The contract's conversation shape (6.0); `user_name` is always empty in lists, as in DB-GPT. */
export function toConversation(record: ConversationListItem): Conversation {
  return {
    conv_uid: record.convUid,
    user_input: record.summary,
    chat_mode: record.chatMode,
    app_code: record.appCode,
    select_param: record.selectParam,
    model_name: record.modelName,
    user_name: '',
    sys_code: record.sysCode,
    gmt_created: toServeTimestamp(record.createdAt),
    gmt_modified: toServeTimestamp(record.updatedAt),
  };
}
