import { ConstructEmptyPage } from '@/components/layout/construct-layout';

export default function ConstructDbgptsPage() {
  return <ConstructEmptyPage area="dbgpts" />;
}
