import dynamic from 'next/dynamic';
import { ConstructPageLoading } from '@/components/prompt/construct-page-loading';

// The editor is antd (selects, number inputs, switches): its own chunk, loaded for this route only.
const AppEditorPage = dynamic(() => import('@/components/app/editor/app-editor-page'), {
  ssr: false,
  loading: () => <ConstructPageLoading />,
});

export default function AppEditorRoute() {
  return <AppEditorPage />;
}
