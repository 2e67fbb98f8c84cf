import { useRequest } from 'ahooks';
import { useTranslation } from 'react-i18next';
import { apiInterceptors } from '@/client/envelope';
import { getAppList } from '@/client/api/app';
import { EmptyState } from '@/components/common/empty-state';
import { RetryPanel } from '@/components/common/retry-panel';
import { AppCard } from './app-card';
import '@/locales/areas/explore';

async function loadPublishedApps() {
  const [error, data, envelope] = await apiInterceptors(getAppList({ published: 'true' }));
  // The interceptor has already told the user what went wrong; the page shows a retry.
  if (error || !envelope?.success) throw error ?? new Error(envelope?.err_msg ?? 'request failed');
  return data?.app_list ?? [];
}

/** Published applications: loading placeholders, the list, an empty state or an error with retry. */
export function ExploreApps() {
  const { t } = useTranslation(['explore', 'common']);
  const { data: apps, loading, error, refresh } = useRequest(loadPublishedApps);

  if (loading && !apps) {
    return (
      <div
        className="grid grid-cols-1 gap-4 p-6 sm:grid-cols-2 xl:grid-cols-3"
        aria-busy="true"
        aria-label={t('common:loading')}
      >
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-32 animate-pulse rounded-lg bg-black/5 dark:bg-white/5" />
        ))}
      </div>
    );
  }
  if (error) return <RetryPanel title={t('explore:load_failed')} onRetry={refresh} testId="explore-error" />;
  if (!apps?.length)
    return <EmptyState title={t('explore:empty.title')} description={t('explore:empty.description')} />;
  return (
    <ul className="m-0 grid list-none grid-cols-1 gap-4 p-6 sm:grid-cols-2 xl:grid-cols-3">
      {apps.map((app) => (
        <li key={app.app_code}>
          <AppCard app={app} />
        </li>
      ))}
    </ul>
  );
}
