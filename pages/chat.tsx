import dynamic from 'next/dynamic';
import { ChatPageLoading } from '@/components/chat/chat-page-loading';

// The chat screen (antd, markdown, virtual list) is its own chunk, so the route paints at once.
const ChatPage = dynamic(() => import('@/components/chat/chat-page'), {
  ssr: false,
  loading: () => <ChatPageLoading />,
});

export default function ChatRoute() {
  return <ChatPage />;
}
