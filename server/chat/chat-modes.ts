import type { ChatMode } from '@/contract/chat-completion';
import { localized, type LocalizedText } from '../i18n/localized-text';

/** What the completion endpoint does with a `chat_mode`. */
export type ChatModeSupport = 'available' | 'later' | 'unsupported';

/** Scenes the server answers today; `""` means `chat_normal` (contract S.1). */
const AVAILABLE: readonly ChatMode[] = [
  'chat_normal',
  'chat_knowledge',
  'chat_with_db_execute',
  'chat_with_db_qa',
  'chat_dashboard',
  'chat_excel',
  'chat_flow',
];

/** Scenes the client can start whose server side later issues build; they answer "not available yet". */
const LATER: readonly ChatMode[] = ['chat_agent', 'chat_execution'];

/** An empty `chat_mode` is `chat_normal`, as in DB-GPT. */
export function effectiveChatMode(mode: ChatMode | '' | undefined): ChatMode {
  return mode ? mode : 'chat_normal';
}

/** `chat_react_agent` has its own endpoint and the internal scenes are not for callers: both are refused. */
export function chatModeSupport(mode: ChatMode): ChatModeSupport {
  if (AVAILABLE.includes(mode)) return 'available';
  if (LATER.includes(mode)) return 'later';
  return 'unsupported';
}

export function notAvailableYetMessage(mode: ChatMode): LocalizedText {
  return localized('chat.modeNotAvailableYet', { mode });
}
