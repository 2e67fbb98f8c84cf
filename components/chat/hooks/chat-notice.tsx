import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useToasts } from '@/components/common/plain/toasts';

export { TOAST_DURATION_MS } from '@/components/common/plain/toasts';

/** Short confirmations and failures (copied, memory cleared, copy failed) in one themed toast holder. */
export interface ChatNotice {
  success(text: string): void;
  error(text: string): void;
}

const ChatNoticeContext = createContext<ChatNotice | null>(null);

/** Shows the notices of the conversation below it at the top of the screen, each for a few seconds. */
export function ChatNoticeProvider({ children }: { children: ReactNode }) {
  const { success, error, holder } = useToasts();
  const api = useMemo<ChatNotice>(() => ({ success, error }), [success, error]);
  return (
    <ChatNoticeContext.Provider value={api}>
      {holder}
      {children}
    </ChatNoticeContext.Provider>
  );
}

const SILENT: ChatNotice = { success: () => undefined, error: () => undefined };

export function useChatNotice(): ChatNotice {
  return useContext(ChatNoticeContext) ?? SILENT;
}
