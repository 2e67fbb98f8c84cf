import { useTranslation } from 'react-i18next';
import { ConstructLayout } from '@/components/layout/construct-layout';

/** A list screen's body while it loads: the toolbar's and the cards' outlines (no text, no antd). */
export function AreaListSkeleton({ label }: { label?: string }) {
  return (
    <div className="flex flex-col gap-4 p-6" aria-busy="true" aria-label={label}>
      <div className="h-8 w-full max-w-sm animate-pulse rounded bg-black/5 dark:bg-white/5" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-36 animate-pulse rounded-lg bg-black/5 dark:bg-white/5" />
        ))}
      </div>
    </div>
  );
}

/** What a Construct list route shows while its screen's code loads: the tabs and outlines of cards (no antd). */
export function AreaListLoading() {
  const { t } = useTranslation('common');
  return (
    <ConstructLayout>
      <AreaListSkeleton label={t('loading')} />
    </ConstructLayout>
  );
}
