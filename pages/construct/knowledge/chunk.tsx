import dynamic from 'next/dynamic';
import { ConstructPageLoading } from '@/components/prompt/construct-page-loading';

// Reloadable: the space, document and referenced chunk are all in the address, read once the router is ready.
const ChunkPage = dynamic(() => import('@/components/knowledge/chunk/chunk-page'), {
  ssr: false,
  loading: () => <ConstructPageLoading />,
});

export default function KnowledgeChunkRoute() {
  return <ChunkPage />;
}
