import { ConstructEmptyPage } from '@/components/layout/construct-layout';

export default function ConstructAppPage() {
  return <ConstructEmptyPage area="app" />;
}
