import dynamic from 'next/dynamic';
import { ConstructPageLoading } from '@/components/prompt/construct-page-loading';

// The graph screen is its own chunk, and its graph library a further one loaded once there is a graph to draw.
const GraphPage = dynamic(() => import('@/components/knowledge/graph/graph-page'), {
  ssr: false,
  loading: () => <ConstructPageLoading />,
});

export default function KnowledgeGraphRoute() {
  return <GraphPage />;
}
