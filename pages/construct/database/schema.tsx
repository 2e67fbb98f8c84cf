import dynamic from 'next/dynamic';
import { AreaListLoading } from '@/components/construct/area-list-loading';

// Its own chunk without antd: the tables and columns paint plain.
const SchemaPage = dynamic(() => import('@/components/database/schema/schema-page'), {
  ssr: false,
  loading: () => <AreaListLoading />,
});

export default function DatasourceSchemaRoute() {
  return <SchemaPage />;
}
