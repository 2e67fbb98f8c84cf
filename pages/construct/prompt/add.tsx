import dynamic from 'next/dynamic';
import { ConstructPageLoading } from '@/components/prompt/construct-page-loading';

const PromptEditorPage = dynamic(() => import('@/components/prompt/prompt-editor-page'), {
  ssr: false,
  loading: () => <ConstructPageLoading />,
});

export default function AddPromptRoute() {
  return <PromptEditorPage mode="add" />;
}
