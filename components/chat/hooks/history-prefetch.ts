import { getChatHistory } from '@/client/api/chat';

type HistoryResponse = ReturnType<typeof getChatHistory>;

// A prefetched answer is used only by the conversation that opens right after it was asked for.
const FRESH_FOR_MS = 10_000;

let prefetched: { convUid: string; at: number; response: HistoryResponse } | null = null;

/**
 * Asks for a conversation's history while the chat screen's code is still downloading, so the two
 * travel in parallel instead of one after the other.
 */
export function prefetchChatHistory(convUid: string): void {
  const response = getChatHistory(convUid);
  // The conversation reads the outcome, failures included; until then nobody may call it unhandled.
  response.catch(() => undefined);
  prefetched = { convUid, at: Date.now(), response };
}

/** Prefetches the history of the conversation named by the address (`/chat?id=…`), if any: true if one is. */
export function prefetchChatHistoryFromAddress(): boolean {
  if (typeof window === 'undefined') return false;
  const convUid = new URLSearchParams(window.location.search).get('id');
  if (convUid) prefetchChatHistory(convUid);
  return Boolean(convUid);
}

/** The prefetched history of this conversation if it is fresh (once), otherwise a new request. */
export function requestChatHistory(convUid: string): HistoryResponse {
  const entry = prefetched;
  prefetched = null;
  if (entry && entry.convUid === convUid && Date.now() - entry.at < FRESH_FOR_MS) return entry.response;
  return getChatHistory(convUid);
}
