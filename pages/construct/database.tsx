import dynamic from 'next/dynamic';
import { AreaListLoading } from '@/components/construct/area-list-loading';

// The grid is its own chunk, so the route paints its outline at once; it loads no antd.
const DatabasePage = dynamic(() => import('@/components/database/database-page'), {
  ssr: false,
  loading: () => <AreaListLoading />,
});

export default function ConstructDatabaseRoute() {
  return <DatabasePage />;
}
