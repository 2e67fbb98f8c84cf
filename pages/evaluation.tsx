import dynamic from 'next/dynamic';
import { EvaluationOutline } from '@/components/evaluation/evaluation-outline';

// Its own chunk: only administrators who open it download the screen and its texts.
const EvaluationPage = dynamic(() => import('@/components/evaluation/evaluation-page'), {
  ssr: false,
  loading: () => <EvaluationOutline />,
});

export default function EvaluationRoute() {
  return <EvaluationPage />;
}

// The exported HTML: the title and what the screen is for.
EvaluationRoute.Outline = EvaluationOutline;
