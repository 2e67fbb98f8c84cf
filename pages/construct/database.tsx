import { ConstructEmptyPage } from '@/components/layout/construct-layout';

export default function ConstructDatabasePage() {
  return <ConstructEmptyPage area="database" />;
}
