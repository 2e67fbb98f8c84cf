import { useCallback, useEffect, useRef, useState } from 'react';
import type { AxiosResponse } from 'axios';
import { apiInterceptors } from '@/client/envelope';
import type { Envelope, PaginationResult } from '@/contract/common';

export type PagedList<T> =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; page: PaginationResult<T> };

export const PAGE_SIZE = 20;

type Update<T> = (shown: PagedList<T>) => PagedList<T>;

/**
 * One page of a server list with a reload that keeps the table on screen (polling reloads quietly: a
 * failure while a page is shown leaves it shown). The request layer tells the user what failed. `load` must
 * be stable (a module-level function).
 */
export function usePagedList<T>(
  load: (page: number, pageSize: number) => Promise<AxiosResponse<Envelope<PaginationResult<T>>>>,
) {
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE });
  const [list, setList] = useState<PagedList<T>>({ kind: 'loading' });
  const latest = useRef(0);

  /** Asks for the page; answers how to change what is shown, or null when a later request overtook it. */
  const fetchPage = useCallback(
    async (quiet: boolean): Promise<Update<T> | null> => {
      const call = (latest.current += 1);
      const [error, data, envelope] = await apiInterceptors(
        load(paging.page, paging.pageSize),
        quiet ? '*' : undefined,
      );
      if (call !== latest.current) return null;
      if (error || !envelope?.success || !data)
        return (shown) => (quiet && shown.kind === 'ready' ? shown : { kind: 'failed' });
      return () => ({ kind: 'ready', page: data });
    },
    [load, paging.page, paging.pageSize],
  );

  useEffect(() => {
    let current = true;
    void fetchPage(false).then((update) => {
      if (current && update) setList(update);
    });
    return () => {
      current = false;
    };
  }, [fetchPage]);

  const reload = useCallback(
    async (quiet = false) => {
      const update = await fetchPage(quiet);
      if (update) setList(update);
    },
    [fetchPage],
  );

  return {
    list,
    reload,
    setPaging: (page: number, pageSize: number) => setPaging({ page, pageSize }),
  };
}
