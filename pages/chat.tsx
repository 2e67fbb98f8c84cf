import dynamic from 'next/dynamic';
import { ChatLandingOutline } from '@/components/chat/chat-landing-outline';
import { ChatPageLoading } from '@/components/chat/chat-page-loading';
import { prefetchChatHistoryFromAddress } from '@/components/chat/hooks/history-prefetch';
import { conversationScreen } from '@/components/chat/lazy-screens';

/** An address that opens a conversation or an app shows their outline while loading, not the landing's. */
function opensTheLanding(): boolean {
  return typeof window === 'undefined' || !/[?&](id|app_code)=/.test(window.location.search);
}

// The chat screen (markdown, virtual list) is its own chunk, so the route paints at once; an open
// conversation's history and its screen's code are asked for at the same moment, not after that chunk.
const ChatPage = dynamic(
  () => {
    if (prefetchChatHistoryFromAddress()) conversationScreen.preload();
    return import('@/components/chat/chat-page');
  },
  { ssr: false, loading: () => (opensTheLanding() ? <ChatLandingOutline /> : <ChatPageLoading />) },
);

export default function ChatRoute() {
  return <ChatPage />;
}

/** The exported HTML's first paint: the landing's welcome, in both languages (see pages/_app.tsx). */
ChatRoute.Outline = ChatLandingOutline;
