import { ConstructEmptyPage } from '@/components/layout/construct-layout';

export default function ConstructPromptPage() {
  return <ConstructEmptyPage area="prompt" />;
}
