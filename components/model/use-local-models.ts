import { useCallback, useEffect, useState } from 'react';
import { createModel } from '@/client/api/model';
import { getLocalModels } from '@/client/api/local-models';
import { apiInterceptors } from '@/client/envelope';
import type { LocalModelServer } from '@/contract/local-models';
import { failureReason, succeeded } from './request-failure';

export type LocalModelsState = { status: 'loading' } | { status: 'done'; servers: LocalModelServer[] };

/**
 * The model servers found on the server's machine, asked once while `enabled`. A failure (a user who is
 * not an administrator, an older server) simply finds nothing: the offer is a convenience.
 */
export function useLocalModels(enabled: boolean): LocalModelsState {
  const [state, setState] = useState<LocalModelsState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void apiInterceptors(getLocalModels(), '*').then(([error, data]) => {
      if (current) setState({ status: 'done', servers: !error && Array.isArray(data) ? data : [] });
    });
    return () => {
      current = false;
    };
  }, [enabled]);
  return state;
}

/** Adds one model of a found server through the create-model API; resolves to the failure's reason, or null. */
export function useAddLocalModel() {
  return useCallback(async (server: LocalModelServer, name: string): Promise<string | null> => {
    const result = await apiInterceptors(
      createModel({
        host: '127.0.0.1',
        port: 0,
        model: name,
        worker_type: 'llm',
        params: { name, provider: server.provider, api_base: server.api_base },
      }),
      '*',
    );
    return succeeded(result) ? null : failureReason(result);
  }, []);
}
