import dynamic from 'next/dynamic';
import { AreaListLoading } from '@/components/construct/area-list-loading';
import { ConstructOutline } from '@/components/construct/construct-outline';

// The Models screen (cards, dayjs) is its own chunk, so the route paints at once; antd comes with its dialogs.
const ModelsPage = dynamic(() => import('@/components/model/models-page'), {
  ssr: false,
  loading: () => <AreaListLoading />,
});

export default function ConstructModelsRoute() {
  return <ModelsPage />;
}

// The exported HTML: the title, this area's description and the tabs, over the list's outline.
ConstructModelsRoute.Outline = function Outline() {
  return <ConstructOutline area="models" />;
};
