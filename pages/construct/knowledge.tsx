import dynamic from 'next/dynamic';
import { AreaListLoading } from '@/components/construct/area-list-loading';
import { ConstructOutline } from '@/components/construct/construct-outline';

// The list is its own chunk, so the route paints its outline at once; it loads no antd.
const SpaceListPage = dynamic(() => import('@/components/knowledge/space-list-page'), {
  ssr: false,
  loading: () => <AreaListLoading />,
});

export default function ConstructKnowledgeRoute() {
  return <SpaceListPage />;
}

// The exported HTML: the title, this area's description and the tabs, over the list's outline.
ConstructKnowledgeRoute.Outline = function Outline() {
  return <ConstructOutline area="knowledge" />;
};
