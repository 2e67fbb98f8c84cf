import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import { PageHeader } from '@/components/common/page-header';
import '@/locales/areas/chat';

export default function ChatPage() {
  const { t } = useTranslation('chat');
  return (
    <div className="flex h-full flex-col">
      <PageHeader title={t('title')} />
      <EmptyState title={t('empty.title')} description={t('empty.description')} />
    </div>
  );
}
