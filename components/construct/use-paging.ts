import { useCallback, useState } from 'react';

export const DEFAULT_PAGE_SIZE = 20;

export interface Paging {
  page: number;
  pageSize: number;
}

/** The page and page size of a server-paged list; `toFirstPage` for when the filters change. */
export function usePaging(pageSize = DEFAULT_PAGE_SIZE) {
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize });
  const changePage = useCallback((page: number, size: number) => setPaging({ page, pageSize: size }), []);
  const toFirstPage = useCallback(() => setPaging((current) => ({ ...current, page: 1 })), []);
  return { ...paging, changePage, toFirstPage };
}
