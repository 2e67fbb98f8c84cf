import dynamic from 'next/dynamic';
import { AreaListLoading } from '@/components/construct/area-list-loading';
import { ConstructOutline } from '@/components/construct/construct-outline';

// The screen is its own chunk, so the route paints its outline at once; it loads no antd.
const PluginsPage = dynamic(() => import('@/components/plugin/plugins-page'), {
  ssr: false,
  loading: () => <AreaListLoading />,
});

export default function ConstructPluginsRoute() {
  return <PluginsPage />;
}

// The exported HTML: the title, this area's description and the tabs, over the list's outline.
ConstructPluginsRoute.Outline = function Outline() {
  return <ConstructOutline area="plugins" />;
};
