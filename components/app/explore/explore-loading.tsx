import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/common/page-header';
import { CARD_GRID, SkeletonCard } from '@/components/common/plain/card-grid';
import { Bilingual } from '@/components/layout/bilingual';
import { explore as en } from '@/locales/en/explore';
import { explore as zh } from '@/locales/zh/explore';
import '@/locales/areas/explore';

function ExploreSkeleton({
  title,
  subtitle,
  label,
}: {
  title: ReactNode;
  subtitle: ReactNode;
  label?: string;
}) {
  return (
    <div className="flex h-full flex-col">
      <PageHeader title={title} subtitle={subtitle} />
      <ul className={`${CARD_GRID} px-4 py-4 sm:px-6`} aria-busy="true" aria-label={label}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <SkeletonCard key={index} />
        ))}
      </ul>
    </div>
  );
}

/** What `/` shows while Explore's code loads: its title and outlines of cards. */
export function ExploreLoading() {
  const { t } = useTranslation(['explore', 'common']);
  return (
    <ExploreSkeleton
      title={t('explore:title')}
      subtitle={t('explore:subtitle')}
      label={t('common:loading')}
    />
  );
}

/** The same in the exported HTML, before the language is known: the texts in both languages. */
export function ExploreOutline() {
  return (
    <ExploreSkeleton
      title={<Bilingual en={en.title} zh={zh.title} />}
      subtitle={<Bilingual en={en.subtitle} zh={zh.subtitle} />}
    />
  );
}
