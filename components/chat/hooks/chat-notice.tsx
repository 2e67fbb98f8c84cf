import { createContext, useContext, type ReactNode } from 'react';
import { message } from 'antd';

/** Short confirmations and failures (copied, memory cleared, copy failed) in one themed toast holder. */
export interface ChatNotice {
  success(text: string): void;
  error(text: string): void;
}

const ChatNoticeContext = createContext<ChatNotice | null>(null);

export function ChatNoticeProvider({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage();
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
