import { useCallback, useEffect, useState } from 'react';
import { getVariableKeys, getVariablesByKey } from '@/client/api/flow';
import { apiInterceptors } from '@/client/envelope';
import { succeeded } from '@/components/database/request-failure';
import type { Variable, VariableKey } from '@/contract/flow';

export interface VariableGroup {
  key: VariableKey;
  variables: Variable[];
}

export type VariablesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; groups: VariableGroup[] };

const PAGE_SIZE = 100;

/** The stored variables, grouped by their key (contract 3.10 then 3.11 per key). */
export function useGlobalVariables() {
  const [state, setState] = useState<VariablesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void (async () => {
      const keys = await apiInterceptors(getVariableKeys(), '*');
      if (!live) return;
      if (!succeeded(keys)) return setState({ status: 'failed' });
      const unique = [...new Map((keys[1] ?? []).map((key) => [key.key, key])).values()];
      const pages = await Promise.all(
        unique.map((key) => apiInterceptors(getVariablesByKey({ key: key.key, page_size: PAGE_SIZE }), '*')),
      );
      if (!live) return;
      if (!pages.every(succeeded)) return setState({ status: 'failed' });
      const groups = unique.map((key, index) => ({ key, variables: pages[index][1]?.items ?? [] }));
      setState({ status: 'ready', groups });
    })();
    return () => {
      live = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, reload };
}
