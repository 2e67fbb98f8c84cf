import dynamic from 'next/dynamic';
import { ConstructOutline } from '@/components/construct/construct-outline';
import { ConstructPageLoading, PromptPageSkeleton } from '@/components/prompt/construct-page-loading';

// The library is its own chunk, so the route paints at once; antd comes only with the delete confirmation.
const PromptListPage = dynamic(() => import('@/components/prompt/prompt-list-page'), {
  ssr: false,
  loading: () => <ConstructPageLoading />,
});

export default function ConstructPromptRoute() {
  return <PromptListPage />;
}

// The exported HTML: the title, this area's description and the tabs, over the library's outline.
ConstructPromptRoute.Outline = function Outline() {
  return <ConstructOutline area="prompt" body={<PromptPageSkeleton />} />;
};
