import { useTranslation } from 'react-i18next';
import { Segmented } from '@/components/common/plain/segmented';
import { AreaListPage, AreaPagination } from '@/components/construct/area-page-parts';
import { AreaListView } from '@/components/construct/area-list-view';
import { AreaSearch, areaListTexts } from '@/components/construct/area-list-texts';
import { useRelativeTime } from '@/components/model/use-relative-time';
import { DbgptsCard } from './dbgpts-card';
import { DBGPTS_TYPES, useDbgptsList, type DbgptsSource, type DbgptsTypeFilter } from './use-dbgpts-list';
import '@/locales/areas/construct';
import '@/locales/areas/plugin';

/**
 * `/construct/dbgpts`: community packages (dbgpts) from the server's hub or installed on it, read-only for
 * now, by type, a page at a time (contract 10.6, 10.9), with a filter over the page shown. Paints without antd.
 */
export default function DbgptsListPage() {
  const { t } = useTranslation(['plugin', 'construct']);
  const fromNow = useRelativeTime();
  const list = useDbgptsList();
  const { state, source, type, search, paging, total } = list;
  const query = search.trim();

  const whenEmpty =
    query && total > 0
      ? { title: t('list.no_match.title', { query }), description: t('list.no_match.description') }
      : type !== 'all'
        ? { title: t('list.none_of_type.title'), description: t('list.none_of_type.description') }
        : { title: t(`list.empty_${source}.title`), description: t(`list.empty_${source}.description`) };

  return (
    <AreaListPage
      note={t('list.read_only')}
      state={state}
      toolbar={
        <>
          <Segmented<DbgptsSource>
            label={t('list.source_label')}
            value={source}
            onChange={list.setSource}
            options={[
              { value: 'hub', label: t('list.sources.hub') },
              { value: 'installed', label: t('list.sources.installed') },
            ]}
          />
          <Segmented<DbgptsTypeFilter>
            label={t('list.type_label')}
            value={type}
            onChange={list.setType}
            options={[
              { value: 'all', label: t('list.types.all') },
              ...DBGPTS_TYPES.map((value) => ({ value, label: t(`list.types.${value}`) })),
            ]}
          />
          <AreaSearch t={t} value={search} onChange={list.setSearch} />
        </>
      }
    >
      <AreaListView
        state={state}
        items={list.shown}
        itemKey={(entry) => `${entry.kind}-${entry.item.id}`}
        renderItem={(entry) => <DbgptsCard entry={entry} fromNow={fromNow} />}
        texts={areaListTexts(t)}
        whenEmpty={whenEmpty}
        onRetry={list.retry}
        testId="dbgpts-list"
      />
      <AreaPagination paging={paging} total={total} state={state} />
    </AreaListPage>
  );
}
