import { useTranslation } from 'react-i18next';
import { ExploreApps } from '@/components/app/explore-apps';
import { PageHeader } from '@/components/common/page-header';
import '@/locales/areas/explore';

export default function ExplorePage() {
  const { t } = useTranslation('explore');
  return (
    <div className="flex h-full flex-col">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ExploreApps />
    </div>
  );
}
