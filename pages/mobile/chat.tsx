import dynamic from 'next/dynamic';
import { PhoneChatOutline } from '@/components/chat/chat-landing-outline';

const MobileChatPage = dynamic(() => import('@/components/chat/mobile-chat-page'), {
  ssr: false,
  loading: () => <PhoneChatOutline />,
});

export default function MobileChatRoute() {
  return <MobileChatPage />;
}

/** The exported HTML's first paint: the new conversation's invitation, in both languages. */
MobileChatRoute.Outline = PhoneChatOutline;
