import dynamic from 'next/dynamic';
import { CanvasOutline } from '@/components/flow/canvas/canvas-outline';

// The canvas (React Flow and antd) is its own chunk, loaded for this route only.
const FlowCanvasPage = dynamic(() => import('@/components/flow/canvas/flow-canvas-page'), {
  ssr: false,
  loading: () => <CanvasOutline />,
});

export default function FlowCanvasRoute() {
  return <FlowCanvasPage />;
}

// The exported HTML: the canvas's toolbar and place, as the route shows them while its code loads.
FlowCanvasRoute.Outline = CanvasOutline;
