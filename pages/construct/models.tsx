import { ConstructEmptyPage } from '@/components/layout/construct-layout';

export default function ConstructModelsPage() {
  return <ConstructEmptyPage area="models" />;
}
