import { useCallback, useEffect, useRef, useState } from 'react';
import type { AxiosResponse } from 'axios';
import { apiInterceptors } from '@/client/envelope';
import type { Envelope, PaginationResult } from '@/contract/common';

export type PagedList<T> =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; page: PaginationResult<T> };

export const PAGE_SIZE = 20;

type Update<T> = (shown: PagedList<T>) => PagedList<T>;
/** How to change what is shown, or the page to ask for instead (the asked one has gone empty). */
type Outcome<T> = { update: Update<T> } | { backTo: number };

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

  /** Asks for the page; answers what to do with the answer, or null when a later request overtook it. */
  const fetchPage = useCallback(
    async (quiet: boolean): Promise<Outcome<T> | null> => {
      const call = (latest.current += 1);
      const [error, data, envelope] = await apiInterceptors(
        load(paging.page, paging.pageSize),
        quiet ? '*' : undefined,
      );
      if (call !== latest.current) return null;
      if (error || !envelope?.success || !data)
        return { update: (shown) => (quiet && shown.kind === 'ready' ? shown : { kind: 'failed' }) };
      // The rows of a later page went (deleted here or elsewhere): show the last page there is.
      if (data.items.length === 0 && paging.page > 1)
        return { backTo: Math.max(1, Math.min(paging.page - 1, data.total_pages)) };
      return { update: () => ({ kind: 'ready', page: data }) };
    },
    [load, paging.page, paging.pageSize],
  );

  const apply = useCallback((outcome: Outcome<T>) => {
    if ('backTo' in outcome) setPaging((shown) => ({ ...shown, page: outcome.backTo }));
    else setList(outcome.update);
  }, []);

  useEffect(() => {
    let current = true;
    void fetchPage(false).then((outcome) => {
      if (current && outcome) apply(outcome);
    });
    return () => {
      current = false;
    };
  }, [fetchPage, apply]);

  const reload = useCallback(
    async (quiet = false) => {
      const outcome = await fetchPage(quiet);
      if (outcome) apply(outcome);
    },
    [fetchPage, apply],
  );

  return {
    list,
    reload,
    setPaging: (page: number, pageSize: number) => setPaging({ page, pageSize }),
  };
}
