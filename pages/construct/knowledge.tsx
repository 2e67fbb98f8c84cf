import { ConstructEmptyPage } from '@/components/layout/construct-layout';

export default function ConstructKnowledgePage() {
  return <ConstructEmptyPage area="knowledge" />;
}
