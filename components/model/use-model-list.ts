import { useCallback, useEffect, useState } from 'react';
import { getModelList } from '@/client/api/model';
import { apiInterceptors } from '@/client/envelope';
import type { ModelInstance } from '@/contract/model';

export type ModelListState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; models: ModelInstance[] };

/**
 * The models of `GET /api/v2/serve/model/models`. `reload()` refreshes in place (the cards stay while it
 * runs); only the first load, or a retry after a failure, shows the loading state.
 */
export function useModelList() {
  const [state, setState] = useState<ModelListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void apiInterceptors(getModelList()).then(([error, data, envelope]) => {
      if (!live) return;
      if (error || !envelope?.success) {
        setState((current) => (current.status === 'ready' ? current : { status: 'error' }));
        return;
      }
      setState({ status: 'ready', models: Array.isArray(data) ? data : [] });
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, reload, retry };
}
