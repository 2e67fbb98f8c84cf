import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import '@/locales/areas/chat';

export default function MobileChatPage() {
  const { t } = useTranslation('chat');
  return (
    <div className="flex h-full min-h-screen flex-col" data-testid="mobile-chat">
      <EmptyState title={t('empty.title')} description={t('empty.description')} />
    </div>
  );
}
