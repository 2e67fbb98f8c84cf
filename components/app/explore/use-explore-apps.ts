import { useCallback, useEffect, useRef, useState } from 'react';
import { apiInterceptors } from '@/client/envelope';
import { collectApp, getAppList, getHotAppList, uncollectApp } from '@/client/api/app';
import { readUserId } from '@/client/identity';
import { useDebouncedValue } from '@/components/construct/use-debounced-value';
import type { App, AppListQuery } from '@/contract/app';

export type ExploreTab = 'recommended' | 'all' | 'favourites' | 'mine' | 'recent';
export const EXPLORE_TABS: readonly ExploreTab[] = ['recommended', 'all', 'favourites', 'mine', 'recent'];
export const EXPLORE_PAGE_SIZE = 12;
export const EXPLORE_SEARCH_DEBOUNCE_MS = 500;

/** The app list body (contract 1.4) of a tab: what it restricts to, the name searched and the page. */
export function exploreQuery(tab: ExploreTab, name: string, page: number, userId: string): AppListQuery {
  const query: AppListQuery = { page, page_size: EXPLORE_PAGE_SIZE };
  if (tab === 'all') query.published = 'true';
  if (tab === 'favourites') query.is_collected = 'true';
  if (tab === 'recent') query.is_recent_used = 'true';
  if (tab === 'mine') query.user_code = userId;
  if (name) query.app_name = name;
  return query;
}

export const isCollected = (app: App) => app.is_collected === true || app.is_collected === 'true';

interface FetchedPage {
  apps: App[];
  hasMore: boolean;
}

async function fetchPage(tab: ExploreTab, name: string, page: number): Promise<FetchedPage | null> {
  if (tab === 'recommended') {
    // The hot list is a plain array without a total: a full page means there may be more.
    const [error, data, envelope] = await apiInterceptors(
      getHotAppList({ page, page_size: EXPLORE_PAGE_SIZE }),
    );
    if (error || !envelope?.success) return null;
    const apps = Array.isArray(data) ? data : [];
    return { apps, hasMore: apps.length >= EXPLORE_PAGE_SIZE };
  }
  const [error, data, envelope] = await apiInterceptors(
    getAppList(exploreQuery(tab, name, page, readUserId())),
  );
  if (error || !envelope?.success) return null;
  const apps = Array.isArray(data?.app_list) ? data.app_list : [];
  const total = typeof data?.total_count === 'number' ? data.total_count : 0;
  return { apps, hasMore: apps.length > 0 && page * EXPLORE_PAGE_SIZE < total };
}

export interface ExploreState {
  key: string;
  status: 'loading' | 'ready' | 'error';
  apps: App[];
  page: number;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
}

const startOf = (key: string): ExploreState => ({
  key,
  status: 'loading',
  apps: [],
  page: 0,
  hasMore: false,
  loadingMore: false,
  moreFailed: false,
});

/** Pages can overlap when apps are published while scrolling: an app is listed once. */
function appendNew(current: App[], next: App[]): App[] {
  const seen = new Set(current.map((app) => app.app_code));
  return [...current, ...next.filter((app) => !seen.has(app.app_code))];
}

/**
 * Explore's apps for a tab and a (debounced) name search, a page of 12 at a time: the first page when
 * either changes, the next one on `loadMore`. Answers for a tab or search the user has left are dropped.
 */
export function useExploreApps(tab: ExploreTab, search: string) {
  const name = useDebouncedValue(tab === 'recommended' ? '' : search.trim(), EXPLORE_SEARCH_DEBOUNCE_MS);
  const key = `${tab}\n${name}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ExploreState>(() => startOf(key));
  if (state.key !== key) setState(startOf(key));
  const latestKey = useRef(key);
  const fetchingMore = useRef(false);
  // Star changes still on their way: a list asked for now (Favourites right after a star) waits for them,
  // or the server could answer it before it has stored the change.
  const pendingStars = useRef(new Set<Promise<unknown>>());

  useEffect(() => {
    latestKey.current = key;
    let live = true;
    const starsLanded = Promise.allSettled([...pendingStars.current]);
    void starsLanded.then(() => fetchPage(tab, name, 1)).then((result) => {
      if (!live) return;
      setState(
        result
          ? { ...startOf(key), status: 'ready', apps: result.apps, page: 1, hasMore: result.hasMore }
          : { ...startOf(key), status: 'error' },
      );
    });
    return () => {
      live = false;
    };
  }, [key, tab, name, attempt]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.hasMore || fetchingMore.current) return;
    fetchingMore.current = true;
    const forKey = state.key;
    const next = state.page + 1;
    setState((current) => ({ ...current, loadingMore: true, moreFailed: false }));
    void fetchPage(tab, name, next).then((result) => {
      fetchingMore.current = false;
      setState((current) => {
        if (current.key !== forKey || latestKey.current !== forKey) return current;
        if (!result) return { ...current, loadingMore: false, moreFailed: true };
        return {
          ...current,
          apps: appendNew(current.apps, result.apps),
          page: next,
          hasMore: result.hasMore,
          loadingMore: false,
        };
      });
    });
  }, [state, tab, name]);

  const setCollected = useCallback((appCode: string, collected: boolean) => {
    const flag = collected ? 'true' : 'false';
    setState((current) => ({
      ...current,
      apps: current.apps.map((app) => (app.app_code === appCode ? { ...app, is_collected: flag } : app)),
    }));
  }, []);

  /** Optimistic: the star changes at once and changes back if the server says no (it tells why itself). */
  const toggleCollect = useCallback(
    async (app: App) => {
      const was = isCollected(app);
      setCollected(app.app_code, !was);
      const request = was ? uncollectApp : collectApp;
      const sent = apiInterceptors(request({ app_code: app.app_code }));
      pendingStars.current.add(sent);
      const [error, , envelope] = await sent.finally(() => pendingStars.current.delete(sent));
      if (error || !envelope?.success) setCollected(app.app_code, was);
    },
    [setCollected],
  );

  const retry = useCallback(() => {
    setState(startOf(key));
    setAttempt((count) => count + 1);
  }, [key]);
  return { state, searching: name, loadMore, toggleCollect, retry };
}
