import { APP_LIST_DEFAULT_PAGE_SIZE, getAppList } from '@/client/api/app';
import { requestAreaList } from '@/components/construct/area-request';
import { useAreaList } from '@/components/construct/use-area-list';
import { useDebouncedValue } from '@/components/construct/use-debounced-value';
import { usePagedState } from '@/components/construct/use-paged-state';
import { usePaging, type Paging } from '@/components/construct/use-paging';
import type { App, AppListQuery, AppListResponse } from '@/contract/app';

export type AppFilter = 'all' | 'published' | 'unpublished';

export interface AppPage {
  apps: App[];
  total: number;
}

/** The body of the app list (contract 1.4): paging, the published filter and a name substring. */
export function appListQuery(filter: AppFilter, search: string, { page, pageSize }: Paging): AppListQuery {
  const query: AppListQuery = { page, page_size: pageSize };
  if (filter !== 'all') query.published = filter === 'published' ? 'true' : 'false';
  const name = search.trim();
  if (name) query.app_name = name;
  return query;
}

export function toAppPage(data: AppListResponse | undefined): AppPage {
  const apps = data && Array.isArray(data.app_list) ? data.app_list : [];
  return { apps, total: typeof data?.total_count === 'number' ? data.total_count : apps.length };
}

/**
 * The server's applications, a page at a time (12 by default, spec section 7), filtered by publication and
 * searched by name on the server. Filter and search survive a page change; changing either goes back to page 1.
 */
export function useAppList() {
  const paging = usePaging(APP_LIST_DEFAULT_PAGE_SIZE);
  const { toFirstPage } = paging;
  const [filter, setFilter] = usePagedState<AppFilter>('all', toFirstPage);
  const [search, setSearch] = usePagedState('', toFirstPage);
  const searching = useDebouncedValue(search.trim());
  const query = appListQuery(filter, searching, paging);
  const { state, retry } = useAreaList(
    JSON.stringify(query),
    () => requestAreaList(getAppList(query)),
    toAppPage,
  );

  return { state, retry, filter, setFilter, search, setSearch, searching, paging };
}
