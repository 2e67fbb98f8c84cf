import dynamic from 'next/dynamic';
import { AreaListLoading } from '@/components/construct/area-list-loading';
import { ConstructOutline } from '@/components/construct/construct-outline';

// The list is its own chunk, so the route paints its outline at once; it loads no antd.
const DbgptsListPage = dynamic(() => import('@/components/dbgpts/dbgpts-list-page'), {
  ssr: false,
  loading: () => <AreaListLoading />,
});

export default function ConstructDbgptsRoute() {
  return <DbgptsListPage />;
}

// The exported HTML: the title, this area's description and the tabs, over the list's outline.
ConstructDbgptsRoute.Outline = function Outline() {
  return <ConstructOutline area="dbgpts" />;
};
