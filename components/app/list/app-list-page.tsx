import { useTranslation } from 'react-i18next';
import { Segmented } from '@/components/common/plain/segmented';
import { AreaListPage, AreaPagination } from '@/components/construct/area-page-parts';
import { AreaListView } from '@/components/construct/area-list-view';
import { AreaSearch, areaListTexts } from '@/components/construct/area-list-texts';
import { useRelativeTime } from '@/components/model/use-relative-time';
import { AppListCard } from './app-list-card';
import { useAppList, type AppFilter } from './use-app-list';
import '@/locales/areas/app';
import '@/locales/areas/construct';

/**
 * `/construct/app`: the server's applications as cards, read-only for now, filtered by publication and
 * searched by name on the server, a page at a time (contract 1.4). Paints without antd.
 */
export default function AppListPage() {
  const { t } = useTranslation(['app', 'construct']);
  const fromNow = useRelativeTime();
  const { state, retry, filter, setFilter, search, setSearch, searching, paging } = useAppList();
  const { apps, total } = state.status === 'ready' ? state.data : { apps: [], total: 0 };

  const whenEmpty = searching
    ? {
        title: t('list.no_match.title', { query: searching }),
        description: t('list.no_match.description'),
      }
    : filter !== 'all'
      ? { title: t(`list.none_${filter}`), description: t('list.none_filtered_description') }
      : { title: t('list.empty.title'), description: t('list.empty.description') };

  return (
    <AreaListPage
      note={t('list.read_only')}
      state={state}
      toolbar={
        <>
          <Segmented<AppFilter>
            label={t('list.filter_label')}
            value={filter}
            onChange={setFilter}
            options={[
              { value: 'all', label: t('list.filters.all') },
              { value: 'published', label: t('list.filters.published') },
              { value: 'unpublished', label: t('list.filters.unpublished') },
            ]}
          />
          <AreaSearch t={t} value={search} onChange={setSearch} />
        </>
      }
    >
      <AreaListView
        state={state}
        items={apps}
        itemKey={(app) => app.app_code}
        renderItem={(app) => <AppListCard app={app} fromNow={fromNow} />}
        texts={areaListTexts(t)}
        whenEmpty={whenEmpty}
        onRetry={retry}
        testId="app-list"
      />
      <AreaPagination paging={paging} total={total} state={state} />
    </AreaListPage>
  );
}
