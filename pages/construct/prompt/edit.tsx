import dynamic from 'next/dynamic';
import { ConstructPageLoading } from '@/components/prompt/construct-page-loading';

// The prompt is named by `?code=`, read once the router is ready, so the address can be shared.
const PromptEditorPage = dynamic(() => import('@/components/prompt/prompt-editor-page'), {
  ssr: false,
  loading: () => <ConstructPageLoading />,
});

export default function EditPromptRoute() {
  return <PromptEditorPage mode="edit" />;
}
