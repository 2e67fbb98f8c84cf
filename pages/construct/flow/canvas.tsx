import dynamic from 'next/dynamic';
import { ConstructPageLoading } from '@/components/prompt/construct-page-loading';

// The canvas (React Flow and antd) is its own chunk, loaded for this route only.
const FlowCanvasPage = dynamic(() => import('@/components/flow/canvas/flow-canvas-page'), {
  ssr: false,
  loading: () => <ConstructPageLoading />,
});

export default function FlowCanvasRoute() {
  return <FlowCanvasPage />;
}
