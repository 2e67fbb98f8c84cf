import { useTranslation } from 'react-i18next';
import { apiInterceptors } from '@/client/envelope';
import { getAppList, getHotAppList } from '@/client/api/app';
import type { App } from '@/contract/app';
import '@/locales/areas/chat';
import { AppIcon } from '@/components/app/app-icon';
import { useAppText } from '@/components/app/app-text';
import { useLoadOnce } from './use-load-once';

export const LANDING_APP_COUNT = 6;

interface LandingApps {
  recommended: App[];
  recent: App[];
}

// Apps are a side offer on the landing: a list that fails (or a server without the route) stays out of
// the way instead of raising a notification on every visit.
async function loadLandingApps(): Promise<LandingApps> {
  const page = { page: 1, page_size: LANDING_APP_COUNT };
  const [[, hot, hotEnvelope], [, recent, recentEnvelope]] = await Promise.all([
    apiInterceptors(getHotAppList(page), '*'),
    apiInterceptors(getAppList({ ...page, is_recent_used: 'true' }), '*'),
  ]);
  return {
    recommended: hotEnvelope?.success ? (hot ?? []).slice(0, LANDING_APP_COUNT) : [],
    recent: recentEnvelope?.success ? (recent?.app_list ?? []).slice(0, LANDING_APP_COUNT) : [],
  };
}

function AppRow({ title, apps, onOpen }: { title: string; apps: App[]; onOpen: (app: App) => void }) {
  const { t } = useTranslation('chat');
  const textOf = useAppText();
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="m-0 text-sm font-medium opacity-70">{title}</h2>
      <ul className="m-0 grid list-none grid-cols-1 gap-2 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {apps.map((app) => {
          const { name, describe } = textOf(app);
          return (
            <li key={app.app_code}>
              <button
                type="button"
                onClick={() => onOpen(app)}
                aria-label={t('landing.open_app', { name })}
                className="flex w-full cursor-pointer items-center gap-3 rounded-lg border border-black/5 bg-white p-3 text-left text-inherit transition-colors hover:border-[#0C75FC]/50 focus-visible:outline-2 focus-visible:outline-[#0C75FC] dark:border-white/10 dark:bg-white/5"
              >
                <AppIcon icon={app.icon} small />
                <span className="flex min-w-0 flex-col">
                  <span className="truncate text-sm font-medium">{name}</span>
                  {describe && <span className="truncate text-xs opacity-70">{describe}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Recommended (hot) and recently used apps; a quiet note until any exist. */
export function AppShelf({ onOpen }: { onOpen: (app: App) => void }) {
  const { t } = useTranslation('chat');
  const { data, loading } = useLoadOnce(loadLandingApps);
  if (loading || !data) return null;
  if (!data.recommended.length && !data.recent.length) {
    return <p className="m-0 text-center text-xs opacity-70">{t('landing.no_apps')}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {data.recommended.length > 0 && (
        <AppRow title={t('landing.recommended_apps')} apps={data.recommended} onOpen={onOpen} />
      )}
      {data.recent.length > 0 && (
        <AppRow title={t('landing.recent_apps')} apps={data.recent} onOpen={onOpen} />
      )}
    </div>
  );
}
