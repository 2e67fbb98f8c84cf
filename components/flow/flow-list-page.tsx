import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/common/plain/search-input';
import { AreaListPage, AreaPagination } from '@/components/construct/area-page-parts';
import { AreaListView } from '@/components/construct/area-list-view';
import { useRelativeTime } from '@/components/model/use-relative-time';
import { FlowCard } from './flow-card';
import { useFlowList } from './use-flow-list';
import '@/locales/areas/construct';
import '@/locales/areas/flow';

/**
 * `/construct/flow`: the server's AWEL flows as cards, read-only for now, a page at a time (contract 3.2),
 * with a filter over the page shown. Paints without antd.
 */
export default function FlowListPage() {
  const { t } = useTranslation(['flow', 'construct']);
  const fromNow = useRelativeTime();
  const { state, retry, search, setSearch, paging, shown, total } = useFlowList();
  const query = search.trim();

  return (
    <AreaListPage
      note={t('list.read_only')}
      state={state}
      toolbar={
        <SearchInput
          label={t('list.search_label')}
          placeholder={t('list.search_placeholder')}
          clearLabel={t('construct:list.search_clear')}
          value={search}
          onChange={setSearch}
          className="max-w-xs"
        />
      }
    >
      <AreaListView
        state={state}
        items={shown}
        itemKey={(flow) => flow.uid}
        renderItem={(flow) => <FlowCard flow={flow} fromNow={fromNow} />}
        texts={{
          label: t('list.label'),
          loading: t('list.loading'),
          loadFailed: { title: t('list.load_failed.title'), description: t('list.load_failed.description') },
          unavailable: {
            title: t('list.unavailable.title'),
            description: t('list.unavailable.description'),
          },
        }}
        whenEmpty={
          query && total > 0
            ? { title: t('list.no_match.title', { query }), description: t('list.no_match.description') }
            : { title: t('list.empty.title'), description: t('list.empty.description') }
        }
        onRetry={retry}
        testId="flow-list"
      />
      {state.status === 'ready' && (
        <AreaPagination
          page={paging.page}
          pageSize={paging.pageSize}
          total={total}
          onChange={paging.changePage}
        />
      )}
    </AreaListPage>
  );
}
