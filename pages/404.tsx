import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import { PrimaryLinkButton } from '@/components/common/primary-link-button';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      title={t('not_found.title')}
      description={t('not_found.description')}
      action={<PrimaryLinkButton href="/">{t('back_home')}</PrimaryLinkButton>}
    />
  );
}
