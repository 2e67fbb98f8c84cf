import { queryAgentHub, queryMyAgents } from '@/client/api/plugin';
import { requestAreaList, type AreaOutcome } from '@/components/construct/area-request';
import { matchesQuery } from '@/components/construct/match-query';
import { useAreaList } from '@/components/construct/use-area-list';
import { useDebouncedValue } from '@/components/construct/use-debounced-value';
import { usePagedState } from '@/components/construct/use-paged-state';
import { usePaging, type Paging } from '@/components/construct/use-paging';
import type { AgentQueryResponse, MyPlugin, PluginHubItem } from '@/contract/plugin';

/** The market (the hubs' plugins) or the plugins installed for the user. */
export type PluginSource = 'market' | 'mine';

export type PluginEntry = { kind: 'market'; item: PluginHubItem } | { kind: 'mine'; item: MyPlugin };

export interface PluginPage {
  entries: PluginEntry[];
  total: number;
}

const EMPTY_PAGE: PluginPage = { entries: [], total: 0 };

function marketPage(data: AgentQueryResponse | undefined): PluginPage {
  const items = data && Array.isArray(data.datas) ? data.datas : [];
  return {
    entries: items.map((item) => ({ kind: 'market', item })),
    total: typeof data?.total_row_count === 'number' ? data.total_row_count : items.length,
  };
}

function myPage(data: MyPlugin[] | undefined, search: string): PluginPage {
  const items = (Array.isArray(data) ? data : []).filter((item) =>
    matchesQuery(search, [item.name, item.file_name, item.type]),
  );
  return { entries: items.map((item) => ({ kind: 'mine', item })), total: items.length };
}

/**
 * One page of the market (contract 10.1: paging and the name filter travel in the body) or every plugin
 * installed for the user (10.3, searched here: the route has no filter).
 */
export async function loadPluginPage(
  source: PluginSource,
  search: string,
  { page, pageSize }: Paging,
): Promise<AreaOutcome<PluginPage>> {
  const query = search.trim();
  if (source === 'market') {
    // DB-GPT refuses `filter: null` (400, "Input should be a valid dictionary"): no search, no filter.
    const outcome = await requestAreaList(
      queryAgentHub({ page_index: page, page_size: pageSize, ...(query ? { filter: { name: query } } : {}) }),
    );
    return outcome.status === 'ready' ? { status: 'ready', data: marketPage(outcome.data) } : outcome;
  }
  const outcome = await requestAreaList(queryMyAgents());
  return outcome.status === 'ready' ? { status: 'ready', data: myPage(outcome.data, query) } : outcome;
}

/** The plugins shown: which list, the search (asked once typing pauses), the page, and a reload. */
export function usePluginList() {
  const paging = usePaging();
  const { toFirstPage } = paging;
  const [source, setSource] = usePagedState<PluginSource>('market', toFirstPage);
  const [search, setSearch] = usePagedState('', toFirstPage);
  const settledSearch = useDebouncedValue(search);
  const { state, retry } = useAreaList(
    JSON.stringify({ source, search: settledSearch, page: paging.page, pageSize: paging.pageSize }),
    () => loadPluginPage(source, settledSearch, paging),
    (data) => data ?? EMPTY_PAGE,
  );
  const page = state.status === 'ready' ? state.data : EMPTY_PAGE;
  return {
    state,
    reload: retry,
    source,
    setSource,
    search,
    settledSearch,
    setSearch,
    paging,
    entries: page.entries,
    total: page.total,
  };
}
