import { useState } from 'react';
import { getFlows } from '@/client/api/flow';
import { requestAreaList } from '@/components/construct/area-request';
import { useAreaList } from '@/components/construct/use-area-list';
import { useDebouncedValue } from '@/components/construct/use-debounced-value';
import { usePaging } from '@/components/construct/use-paging';
import type { PaginationResult } from '@/contract/common';
import type { FlowListQuery, FlowPanel } from '@/contract/flow';

export interface FlowPage {
  flows: FlowPanel[];
  total: number;
}

export function toFlowPage(data: PaginationResult<FlowPanel> | undefined): FlowPage {
  const flows = data && Array.isArray(data.items) ? data.items : [];
  return { flows, total: typeof data?.total_count === 'number' ? data.total_count : flows.length };
}

/**
 * The server's flows, a page at a time (contract 3.2), searched on the server by name or title
 * (`search`, ours; DB-GPT has none). A new search starts again from the first page.
 */
export function useFlowList() {
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const settled = useDebouncedValue(search).trim();
  const [searched, setSearched] = useState(settled);
  if (searched !== settled) {
    setSearched(settled);
    paging.toFirstPage();
  }
  const query: FlowListQuery = {
    page: paging.page,
    page_size: paging.pageSize,
    ...(settled ? { search: settled } : {}),
  };
  const { state, retry } = useAreaList(
    JSON.stringify(query),
    () => requestAreaList(getFlows(query)),
    toFlowPage,
  );
  const page = state.status === 'ready' ? state.data : { flows: [], total: 0 };
  return { state, retry, search, setSearch, settled, paging, shown: page.flows, total: page.total };
}
