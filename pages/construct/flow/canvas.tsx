import dynamic from 'next/dynamic';
import { ConstructOutline } from '@/components/construct/construct-outline';
import { ConstructPageLoading, PromptPageSkeleton } from '@/components/prompt/construct-page-loading';

// The canvas (React Flow and antd) is its own chunk, loaded for this route only.
const FlowCanvasPage = dynamic(() => import('@/components/flow/canvas/flow-canvas-page'), {
  ssr: false,
  loading: () => <ConstructPageLoading />,
});

export default function FlowCanvasRoute() {
  return <FlowCanvasPage />;
}

// The exported HTML: what the route shows while the canvas's code loads.
FlowCanvasRoute.Outline = function Outline() {
  return <ConstructOutline area="flow" describe={false} body={<PromptPageSkeleton />} />;
};
