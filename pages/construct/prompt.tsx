import dynamic from 'next/dynamic';
import { ConstructPageLoading } from '@/components/prompt/construct-page-loading';

// The library is its own chunk, so the route paints at once; antd comes only with the delete confirmation.
const PromptListPage = dynamic(() => import('@/components/prompt/prompt-list-page'), {
  ssr: false,
  loading: () => <ConstructPageLoading />,
});

export default function ConstructPromptRoute() {
  return <PromptListPage />;
}
