import dynamic from 'next/dynamic';
import { ChatPageLoading } from '@/components/chat/chat-page-loading';

const EmbedChatPage = dynamic(() => import('@/components/app/embed/embed-chat-page'), {
  ssr: false,
  loading: () => <ChatPageLoading mobile />,
});

export default function EmbedRoute() {
  return <EmbedChatPage />;
}
