import { useSyncExternalStore } from 'react';

/** Generation settings sent with every question; `null` while the user has emptied the field. */
export interface ChatParams {
  temperature: number | null;
  maxNewTokens: number | null;
}

export const DEFAULT_CHAT_PARAMS: ChatParams = { temperature: 0.6, maxNewTokens: 4000 };
export const TEMPERATURE_RANGE = { min: 0, max: 2, step: 0.1 } as const;

// One value for the tab: the settings chosen on the landing input carry into the conversation it starts.
let current: ChatParams = DEFAULT_CHAT_PARAMS;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readChatParams(): ChatParams {
  return current;
}

export function updateChatParams(patch: Partial<ChatParams>): void {
  current = { ...current, ...patch };
  for (const listener of listeners) listener();
}

export function resetChatParams(): void {
  updateChatParams(DEFAULT_CHAT_PARAMS);
}

export function useChatParams(): ChatParams {
  return useSyncExternalStore(subscribe, readChatParams, () => DEFAULT_CHAT_PARAMS);
}
