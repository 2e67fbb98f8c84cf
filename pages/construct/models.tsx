import dynamic from 'next/dynamic';
import { AreaListLoading } from '@/components/construct/area-list-loading';

// The Models screen (cards, dayjs) is its own chunk, so the route paints at once; antd comes with its dialogs.
const ModelsPage = dynamic(() => import('@/components/model/models-page'), {
  ssr: false,
  loading: () => <AreaListLoading />,
});

export default function ConstructModelsRoute() {
  return <ModelsPage />;
}
