import { queryDbgptsHub, queryMyDbgpts } from '@/client/api/plugin';
import { requestAreaList, type AreaOutcome } from '@/components/construct/area-request';
import { matchesQuery } from '@/components/construct/match-query';
import { useAreaList } from '@/components/construct/use-area-list';
import { useDebouncedValue } from '@/components/construct/use-debounced-value';
import { usePagedState } from '@/components/construct/use-paged-state';
import { usePaging, type Paging } from '@/components/construct/use-paging';
import type { PaginationResult } from '@/contract/common';
import type { DbgptsHubItem, MyDbgpts } from '@/contract/plugin';

/** The community hub, or the packages installed on the server. */
export type DbgptsSource = 'hub' | 'installed';
export const DBGPTS_TYPES = ['flow', 'agent', 'resource', 'app', 'operator'] as const;
export type DbgptsType = (typeof DBGPTS_TYPES)[number];
export type DbgptsTypeFilter = 'all' | DbgptsType;

export type DbgptsEntry = { kind: 'hub'; item: DbgptsHubItem } | { kind: 'installed'; item: MyDbgpts };

/** A card a page: four rows of three on a wide screen. */
export const DBGPTS_PAGE_SIZE = 12;
export const DBGPTS_PAGE_SIZES = [12, 24, 48] as const;
/**
 * The server's filters match whole values only, so a keyword search reads this many packages of the list
 * at once and looks through them here.
 */
export const SEARCH_SCOPE = 100;

export interface DbgptsPage {
  entries: DbgptsEntry[];
  total: number;
}

const EMPTY_PAGE: DbgptsPage = { entries: [], total: 0 };

/** The key that names one package across both lists. */
export const packageKey = (entry: DbgptsEntry) => `${entry.item.type ?? ''}:${entry.item.name}`;

/** Whether a package is installed: 0/1 on the wire, a boolean in some builds. */
export function isInstalled(entry: DbgptsEntry): boolean {
  if (entry.kind === 'installed') return true;
  const { installed } = entry.item;
  return installed === true || (typeof installed === 'number' && installed > 0);
}

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
    ? [item.name, item.description, item.author, item.type]
    : [item.name, item.file_name, item.user_name, item.type];
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

/**
 * dbgpts packages a page at a time, by list and type. A keyword (debounced) reads the first
 * `SEARCH_SCOPE` packages and pages through those that match.
 */
export function useDbgptsList() {
  const paging = usePaging(DBGPTS_PAGE_SIZE);
  const { page, pageSize, toFirstPage } = paging;
  const [source, setSource] = usePagedState<DbgptsSource>('hub', toFirstPage);
  const [type, setType] = usePagedState<DbgptsTypeFilter>('all', toFirstPage);
  const [search, setSearch] = usePagedState('', toFirstPage);
  const query = useDebouncedValue(search.trim());
  const searching = query !== '';
  const { state, retry } = useAreaList(
    JSON.stringify({ source, type, page: searching ? 'search' : page, pageSize }),
    () => loadDbgptsPage(source, type, searching ? { page: 1, pageSize: SEARCH_SCOPE } : { page, pageSize }),
    (data) => data ?? EMPTY_PAGE,
  );

  const loaded = state.status === 'ready' ? state.data : EMPTY_PAGE;
  const matches = searching
    ? loaded.entries.filter((entry) => matchesQuery(query, searchTexts(entry)))
    : loaded.entries;
  const shown = searching ? matches.slice((page - 1) * pageSize, page * pageSize) : matches;
  return {
    state,
    /** Loads the list again, keeping it on screen meanwhile (after an install, or Enter in the search). */
    reload: retry,
    source,
    setSource,
    type,
    setType,
    search,
    setSearch,
    query,
    paging,
    shown,
    total: searching ? matches.length : loaded.total,
    /** Whether the list had anything before the keyword filtered it. */
    anyBeforeSearch: loaded.entries.length > 0,
    /** The keyword could look through only part of the list. */
    searchLimited: searching && loaded.total > loaded.entries.length,
  };
}
