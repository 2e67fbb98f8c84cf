import dynamic from 'next/dynamic';
import { ChatPageLoading } from '@/components/chat/chat-page-loading';

const MobileChatPage = dynamic(() => import('@/components/chat/mobile-chat-page'), {
  ssr: false,
  loading: () => <ChatPageLoading mobile />,
});

export default function MobileChatRoute() {
  return <MobileChatPage />;
}
