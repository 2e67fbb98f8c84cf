import { useTranslation } from 'react-i18next';
import { AreaListPage, AreaPagination } from '@/components/construct/area-page-parts';
import { AreaListView } from '@/components/construct/area-list-view';
import { AreaSearch, areaEmptyText, areaListTexts } from '@/components/construct/area-list-texts';
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
      toolbar={<AreaSearch t={t} value={search} onChange={setSearch} />}
    >
      <AreaListView
        state={state}
        items={shown}
        itemKey={(flow) => flow.uid}
        renderItem={(flow) => <FlowCard flow={flow} fromNow={fromNow} />}
        texts={areaListTexts(t)}
        whenEmpty={areaEmptyText(t, query, total > 0)}
        onRetry={retry}
        testId="flow-list"
      />
      <AreaPagination paging={paging} total={total} state={state} />
    </AreaListPage>
  );
}
