import dynamic from 'next/dynamic';
import { ChatPageLoading } from '@/components/chat/chat-page-loading';
import { prefetchChatHistoryFromAddress } from '@/components/chat/hooks/history-prefetch';
import { conversationScreen } from '@/components/chat/lazy-screens';

// The chat screen (markdown, virtual list) is its own chunk, so the route paints at once; an open
// conversation's history and its screen's code are asked for at the same moment, not after that chunk.
const ChatPage = dynamic(
  () => {
    if (prefetchChatHistoryFromAddress()) conversationScreen.preload();
    return import('@/components/chat/chat-page');
  },
  { ssr: false, loading: () => <ChatPageLoading /> },
);

export default function ChatRoute() {
  return <ChatPage />;
}
