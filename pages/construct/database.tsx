import dynamic from 'next/dynamic';
import { AreaListLoading } from '@/components/construct/area-list-loading';
import { ConstructOutline } from '@/components/construct/construct-outline';

// The grid is its own chunk, so the route paints its outline at once; it loads no antd.
const DatabasePage = dynamic(() => import('@/components/database/database-page'), {
  ssr: false,
  loading: () => <AreaListLoading />,
});

export default function ConstructDatabaseRoute() {
  return <DatabasePage />;
}

// The exported HTML: the title, this area's description and the tabs, over the list's outline.
ConstructDatabaseRoute.Outline = function Outline() {
  return <ConstructOutline area="database" />;
};
