import dynamic from 'next/dynamic';
import { ConstructPageLoading } from '@/components/prompt/construct-page-loading';

// The space is named by `?spaceName=`, read once the router is ready, so the address can be reloaded and shared.
const SpaceDetailPage = dynamic(() => import('@/components/knowledge/detail/space-detail-page'), {
  ssr: false,
  loading: () => <ConstructPageLoading />,
});

export default function KnowledgeSpaceDetailRoute() {
  return <SpaceDetailPage />;
}
