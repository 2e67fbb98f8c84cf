import dynamic from 'next/dynamic';
import { ConstructPageLoading } from '@/components/prompt/construct-page-loading';

// The screen is its own chunk; the space is named by `?spaceName=`, read once the router is ready.
const RecallPage = dynamic(() => import('@/components/knowledge/recall/recall-page'), {
  ssr: false,
  loading: () => <ConstructPageLoading />,
});

export default function KnowledgeRecallRoute() {
  return <RecallPage />;
}
