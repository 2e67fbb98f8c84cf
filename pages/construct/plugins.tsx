import dynamic from 'next/dynamic';
import { AreaListLoading } from '@/components/construct/area-list-loading';

// The screen is its own chunk, so the route paints its outline at once; it loads no antd.
const PluginsPage = dynamic(() => import('@/components/plugin/plugins-page'), {
  ssr: false,
  loading: () => <AreaListLoading />,
});

export default function ConstructPluginsRoute() {
  return <PluginsPage />;
}
