import dynamic from 'next/dynamic';

// Its own chunk: only administrators who open it download the screen and its texts.
const EvaluationPage = dynamic(() => import('@/components/evaluation/evaluation-page'), { ssr: false });

export default function EvaluationRoute() {
  return <EvaluationPage />;
}
