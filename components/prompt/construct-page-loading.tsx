import { useTranslation } from 'react-i18next';
import { ConstructLayout } from '@/components/layout/construct-layout';

/** What a prompt route shows while its screen's code loads: the Construct tabs over a quiet outline. */
export function ConstructPageLoading() {
  const { t } = useTranslation('common');
  return (
    <ConstructLayout>
      <div className="flex flex-col gap-3 p-6" aria-busy="true" aria-label={t('loading')} role="status">
        <div className="h-8 w-72 animate-pulse rounded bg-black/5 dark:bg-white/5" />
        <div className="h-64 animate-pulse rounded bg-black/5 dark:bg-white/5" />
      </div>
    </ConstructLayout>
  );
}
