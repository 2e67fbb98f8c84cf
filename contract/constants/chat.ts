// Values of the chat contract that the web client needs at run time, kept free of the schema library
// so that importing them costs the client nothing more (contract/chat-completion.ts re-exports them).

/** Scenes the web client may start (contract S.2); `chat_react_agent` posts to another endpoint. */
export const USER_CHAT_MODES = [
  'chat_normal',
  'chat_knowledge',
  'chat_with_db_execute',
  'chat_with_db_qa',
  'chat_dashboard',
  'chat_excel',
  'chat_agent',
  'chat_flow',
  'chat_execution',
  'chat_react_agent',
] as const;

/** Server-internal scenes (contract S.2): valid `chat_mode` values, not meant for the client. */
export const INTERNAL_CHAT_MODES = [
  'excel_learning',
  'inner_chat_db_summary',
  'extract_triplet',
  'extract_summary',
  'extract_refine_summary',
  'extract_entity',
  'query_rewrite',
] as const;

export const CHAT_MODES = [...USER_CHAT_MODES, ...INTERNAL_CHAT_MODES] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

export function isChatMode(value: unknown): value is ChatMode {
  return typeof value === 'string' && (CHAT_MODES as readonly string[]).includes(value);
}

/** Markers the completion stream uses (contract S.6). */
export const STREAM_DONE = '[DONE]';
export const STREAM_ERROR_MARKERS = ['[SERVER_ERROR]', '[LLM_ERROR]', '[ERROR]'] as const;

/** The longest title a conversation may be given (its first question is cut at the same length). */
export const MAX_CONVERSATION_TITLE = 1000;
