import { useCallback, useEffect, useState } from 'react';
import type { AxiosResponse } from 'axios';
import { getChunkStrategies, getSpaceConfig } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import type { Envelope } from '@/contract/common';
import type { ChunkStrategy, SpaceConfig } from '@/contract/knowledge';

export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** Loads one settings list for the wizard once; `retry` asks again after a failure. */
function useLoaded<T>(
  load: () => Promise<AxiosResponse<Envelope<T>>>,
  normalize: (data: T | undefined) => T,
) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void apiInterceptors(load()).then(([error, data, envelope]) => {
      if (!live) return;
      setState(
        error || !envelope?.success ? { status: 'error' } : { status: 'ready', data: normalize(data) },
      );
    });
    return () => {
      live = false;
    };
    // `load` and `normalize` are module-level functions: only a retry asks again.
  }, [attempt, load, normalize]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}

const toConfig = (data: SpaceConfig | undefined): SpaceConfig => ({
  storage: Array.isArray(data?.storage) ? data.storage : [],
});
const toStrategies = (data: ChunkStrategy[] | undefined): ChunkStrategy[] =>
  Array.isArray(data) ? data : [];

/** `space/config`: the storage types and their domains. */
export const useSpaceConfig = () => useLoaded(getSpaceConfig, toConfig);

/** `document/chunkstrategies`: what a document can be cut by. */
export const useChunkStrategies = () => useLoaded(getChunkStrategies, toStrategies);
