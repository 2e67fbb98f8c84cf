import { useTranslation } from 'react-i18next';
import { ConstructLayout } from '@/components/layout/construct-layout';

/** The prompt screens' body while their code loads: a quiet outline. */
export function PromptPageSkeleton({ label }: { label?: string }) {
  return (
    <div className="flex flex-col gap-3 p-6" aria-busy="true" aria-label={label} role="status">
      <div className="h-8 w-72 animate-pulse rounded bg-black/5 dark:bg-white/5" />
      <div className="h-64 animate-pulse rounded bg-black/5 dark:bg-white/5" />
    </div>
  );
}

/** What a prompt route shows while its screen's code loads: the Construct tabs over a quiet outline. */
export function ConstructPageLoading() {
  const { t } = useTranslation('common');
  return (
    <ConstructLayout>
      <PromptPageSkeleton label={t('loading')} />
    </ConstructLayout>
  );
}
