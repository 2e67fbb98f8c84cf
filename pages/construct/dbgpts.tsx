import dynamic from 'next/dynamic';
import { AreaListLoading } from '@/components/construct/area-list-loading';

// The list is its own chunk, so the route paints its outline at once; it loads no antd.
const DbgptsListPage = dynamic(() => import('@/components/dbgpts/dbgpts-list-page'), {
  ssr: false,
  loading: () => <AreaListLoading />,
});

export default function ConstructDbgptsRoute() {
  return <DbgptsListPage />;
}
