import { useState } from 'react';
import { getFlows } from '@/client/api/flow';
import { requestAreaList } from '@/components/construct/area-request';
import { matchesQuery } from '@/components/construct/match-query';
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

/** The server's flows, a page at a time (contract 3.2). Its filters match names exactly, so the search (debounced) runs over the page shown. */
export function useFlowList() {
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const query: FlowListQuery = { page: paging.page, page_size: paging.pageSize };
  const { state, retry } = useAreaList(
    JSON.stringify(query),
    () => requestAreaList(getFlows(query)),
    toFlowPage,
  );
  const settled = useDebouncedValue(search);
  const page = state.status === 'ready' ? state.data : { flows: [], total: 0 };
  const shown = page.flows.filter((flow) =>
    matchesQuery(settled, [flow.label, flow.name, flow.description, flow.user_name]),
  );
  return { state, retry, search, setSearch, settled, paging, shown, total: page.total };
}
