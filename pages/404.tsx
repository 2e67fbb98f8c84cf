import Link from 'next/link';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      title={t('not_found.title')}
      description={t('not_found.description')}
      action={
        <Link href="/">
          <Button type="primary">{t('back_home')}</Button>
        </Link>
      }
    />
  );
}
