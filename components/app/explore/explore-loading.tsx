import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/common/page-header';
import { CARD_GRID, SkeletonCard } from '@/components/common/plain/card-grid';
import '@/locales/areas/explore';

/** What `/` shows while Explore's code loads: its title and outlines of cards. */
export function ExploreLoading() {
  const { t } = useTranslation(['explore', 'common']);
  return (
    <div className="flex h-full flex-col">
      <PageHeader title={t('explore:title')} subtitle={t('explore:subtitle')} />
      <ul className={`${CARD_GRID} px-4 py-4 sm:px-6`} aria-busy="true" aria-label={t('common:loading')}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <SkeletonCard key={index} />
        ))}
      </ul>
    </div>
  );
}
