import { ConstructEmptyPage } from '@/components/layout/construct-layout';

export default function ConstructFlowPage() {
  return <ConstructEmptyPage area="flow" />;
}
