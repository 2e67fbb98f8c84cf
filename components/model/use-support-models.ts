import { useCallback, useEffect, useState } from 'react';
import { getSupportModels } from '@/client/api/model';
import { apiInterceptors } from '@/client/envelope';
import type { SupportedModel } from '@/contract/model';

export type SupportModelsState =
  { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; models: SupportedModel[] };

/** `GET /model-types`, loaded the first time `enabled` is true (the dialog opens) and kept after that. */
export function useSupportModels(enabled: boolean) {
  const [loaded, setLoaded] = useState<SupportedModel[] | 'error' | null>(null);

  useEffect(() => {
    if (!enabled || loaded !== null) return;
    let live = true;
    void apiInterceptors(getSupportModels()).then(([error, data, envelope]) => {
      if (!live) return;
      setLoaded(error || !envelope?.success ? 'error' : Array.isArray(data) ? data : []);
    });
    return () => {
      live = false;
    };
  }, [enabled, loaded]);

  const retry = useCallback(() => setLoaded(null), []);
  const state: SupportModelsState =
    loaded === 'error'
      ? { status: 'error' }
      : loaded
        ? { status: 'ready', models: loaded }
        : { status: enabled ? 'loading' : 'idle' };
  return { state, retry };
}
