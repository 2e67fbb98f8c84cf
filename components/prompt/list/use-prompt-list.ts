import { useCallback, useState } from 'react';
import { useDebounce, useRequest } from 'ahooks';
import { apiInterceptors } from '@/client/envelope';
import { deletePrompt, queryPromptPage } from '@/client/api/prompt';
import type { PaginationResult } from '@/contract/common';
import type { Prompt, PromptFilter } from '@/contract/prompt';
import { noteVisibilityFrom } from '../visibility-support';

export type PromptScope = 'public' | 'mine';

export const SEARCH_DEBOUNCE_MS = 300;
export const DEFAULT_PAGE_SIZE = 10;

/** Public prompts are everyone's; "mine" are the caller's own, public or private. */
export function promptListFilter(scope: PromptScope, search: string, userId: string): PromptFilter {
  const filter: PromptFilter = scope === 'public' ? { visibility: 'public' } : { user_code: userId };
  const text = search.trim();
  return text ? { ...filter, query: text } : filter;
}

async function loadPage(filter: PromptFilter, page: number, pageSize: number) {
  const [error, data, envelope] = await apiInterceptors(
    queryPromptPage(filter, { page, page_size: pageSize }),
  );
  // The interceptor has told the user what went wrong; the page offers a retry.
  if (error || !envelope?.success) throw error ?? new Error(envelope?.err_msg ?? 'request failed');
  if (data) noteVisibilityFrom(data.items);
  return data ?? null;
}

interface PromptListOptions {
  /** The scope the address asks for (the editor lands on "mine" after saving a private prompt). */
  scope?: PromptScope;
  /** False until the address is read, so the list is not first asked for the wrong scope. */
  ready?: boolean;
}

/** One page of prompts for a scope and a debounced search, with delete. */
export function usePromptList(userId: string, { scope: askedScope, ready = true }: PromptListOptions = {}) {
  // The address gives the first tab (it is read after the first paint); the user's choice wins from then on.
  const [chosenScope, setScopeState] = useState<PromptScope | null>(null);
  const scope = chosenScope ?? askedScope ?? 'public';
  const [search, setSearchState] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const debouncedSearch = useDebounce(search.trim(), { wait: SEARCH_DEBOUNCE_MS });
  const filter = promptListFilter(scope, debouncedSearch, userId);

  const { data, loading, error, refresh } = useRequest(
    (): Promise<PaginationResult<Prompt> | null> => loadPage(filter, paging.page, paging.pageSize),
    {
      ready,
      refreshDeps: [scope, debouncedSearch, paging.page, paging.pageSize, userId],
      onError: () => undefined,
    },
  );

  const setScope = useCallback((next: PromptScope) => {
    setScopeState(next);
    setPaging((current) => ({ ...current, page: 1 }));
  }, []);
  const setSearch = useCallback((next: string) => {
    setSearchState(next);
    setPaging((current) => ({ ...current, page: 1 }));
  }, []);
  const changePage = useCallback((page: number, pageSize: number) => setPaging({ page, pageSize }), []);

  const items = data?.items ?? [];
  /** True when the server deleted it; the list then reloads (a page left empty steps back one). */
  const remove = async (prompt: Prompt): Promise<boolean> => {
    const [failure, , envelope] = await apiInterceptors(
      deletePrompt({
        prompt_name: prompt.prompt_name,
        prompt_code: prompt.prompt_code,
        ...(prompt.sys_code ? { sys_code: prompt.sys_code } : {}),
      }),
    );
    if (failure || !envelope?.success) return false;
    if (items.length === 1 && paging.page > 1)
      setPaging((current) => ({ ...current, page: current.page - 1 }));
    else refresh();
    return true;
  };

  return {
    scope,
    setScope,
    search,
    setSearch,
    searching: debouncedSearch,
    page: paging.page,
    pageSize: paging.pageSize,
    changePage,
    items,
    total: data?.total_count ?? 0,
    loading,
    failed: Boolean(error),
    refresh,
    remove,
  };
}
