export { API_BASE_URL, DELETE, GET, POST, PUT, http, type ApiResponse } from './http';
export {
  apiInterceptors,
  failureDetails,
  isEnvelope,
  isRouteMissing,
  type ApiResult,
  type IgnoreCodes,
} from './envelope';
export { readableFailure, type ReadableFailure } from './server-failure';
export { notifyError, registerErrorNotifier, type ErrorNotice, type ErrorNotifier } from './notify';
export {
  ERROR_CODES,
  SERVER_ERR_CODES,
  type ErrorCode,
  type ErrorCodeName,
  type ServerErrCode,
} from './error-codes';
export { DEFAULT_USER_ID, readUserId } from './identity';
export { DEFAULT_TIMEOUT_MS, LONG_OPERATION_TIMEOUT_MS, timeoutFor } from './timeouts';
export {
  CHAT_COMPLETIONS_PATH,
  streamChatCompletion,
  type ChatStreamHandlers,
  type ChatStreamMessage,
  type ChatStreamOptions,
} from './chat-stream';
export * from './api/chat';
export * from './api/feedback';
export * from './api/model';
export * from './api/user';
export * from './api/file';
export { createSseParser, type SseParser } from './sse-parser';
export { applyChatFrame, parseChatFrame, type ChatFrame, type ChatStreamState } from './chat-frame';
