import { useCallback, useState } from 'react';
import { queryDbgptsHub, queryMyDbgpts } from '@/client/api/plugin';
import { requestAreaList, type AreaOutcome } from '@/components/construct/area-request';
import { matchesQuery } from '@/components/construct/match-query';
import { useAreaList } from '@/components/construct/use-area-list';
import { usePaging, type Paging } from '@/components/construct/use-paging';
import type { PaginationResult } from '@/contract/common';
import type { DbgptsHubItem, MyDbgpts } from '@/contract/plugin';

/** The community hub, or the packages installed on the server. */
export type DbgptsSource = 'hub' | 'installed';
export const DBGPTS_TYPES = ['flow', 'agent', 'resource', 'app', 'operator'] as const;
export type DbgptsType = (typeof DBGPTS_TYPES)[number];
export type DbgptsTypeFilter = 'all' | DbgptsType;

export type DbgptsEntry = { kind: 'hub'; item: DbgptsHubItem } | { kind: 'installed'; item: MyDbgpts };

export interface DbgptsPage {
  entries: DbgptsEntry[];
  total: number;
}

const EMPTY_PAGE: DbgptsPage = { entries: [], total: 0 };

function toPage<T>(data: PaginationResult<T> | undefined, wrap: (item: T) => DbgptsEntry): DbgptsPage {
  const items = data && Array.isArray(data.items) ? data.items : [];
  return {
    entries: items.map(wrap),
    total: typeof data?.total_count === 'number' ? data.total_count : items.length,
  };
}

function mapReady<T>(
  outcome: AreaOutcome<T>,
  map: (data: T | undefined) => DbgptsPage,
): AreaOutcome<DbgptsPage> {
  return outcome.status === 'ready' ? { status: 'ready', data: map(outcome.data) } : outcome;
}

function searchTexts({ kind, item }: DbgptsEntry): (string | null | undefined)[] {
  return kind === 'hub'
    ? [item.name, item.description, item.author]
    : [item.name, item.file_name, item.user_name];
}

/** One page of either list (contract 10.6, 10.9): paging in the query string, the type filter in the body. */
export async function loadDbgptsPage(
  source: DbgptsSource,
  type: DbgptsTypeFilter,
  { page, pageSize }: Paging,
): Promise<AreaOutcome<DbgptsPage>> {
  const filter = type === 'all' ? {} : { type };
  const paging = { page, page_size: pageSize };
  if (source === 'hub') {
    const outcome = await requestAreaList(queryDbgptsHub(filter, paging));
    return mapReady(outcome, (data) => toPage(data, (item) => ({ kind: 'hub', item })));
  }
  const outcome = await requestAreaList(queryMyDbgpts(filter, paging));
  return mapReady(outcome, (data) => toPage(data, (item) => ({ kind: 'installed', item })));
}

/** dbgpts packages a page at a time. The server's filters match names exactly, so the search runs over the page shown. */
export function useDbgptsList() {
  const [source, setSourceState] = useState<DbgptsSource>('hub');
  const [type, setTypeState] = useState<DbgptsTypeFilter>('all');
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const { toFirstPage } = paging;
  const { state, retry } = useAreaList(
    JSON.stringify({ source, type, page: paging.page, pageSize: paging.pageSize }),
    () => loadDbgptsPage(source, type, paging),
    (data) => data ?? EMPTY_PAGE,
  );
  const setSource = useCallback(
    (next: DbgptsSource) => {
      setSourceState(next);
      toFirstPage();
    },
    [toFirstPage],
  );
  const setType = useCallback(
    (next: DbgptsTypeFilter) => {
      setTypeState(next);
      toFirstPage();
    },
    [toFirstPage],
  );
  const page = state.status === 'ready' ? state.data : EMPTY_PAGE;
  const shown = page.entries.filter((entry) => matchesQuery(search, searchTexts(entry)));
  return {
    state,
    retry,
    source,
    setSource,
    type,
    setType,
    search,
    setSearch,
    paging,
    shown,
    total: page.total,
  };
}
