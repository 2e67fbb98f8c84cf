import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { AreaOutcome } from './area-request';

export type AreaListState<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'unavailable' }
  /** `refreshing`: the data shown is the previous answer while a new page or search loads. */
  | { status: 'ready'; data: T; refreshing: boolean };

type Outcome<T> = Exclude<AreaOutcome<T>, { status: 'ready' }> | { status: 'ready'; data: T };

interface Settled<T> {
  key: string;
  outcome: Outcome<T>;
}

/**
 * Loads a list whenever `key` (what the request asks for: page, filters, search) changes. Until the new
 * answer arrives the previous list stays on screen, marked as refreshing; the first load and a retry after
 * a failure show the loading state. `normalize` turns the answer's data (absent on some servers) into `T`.
 */
export function useAreaList<Data, T>(
  key: string,
  load: () => Promise<AreaOutcome<Data>>,
  normalize: (data: Data | undefined) => T,
) {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${attempt}:${key}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  const run = useEffectEvent(async (): Promise<Outcome<T>> => {
    const outcome = await load();
    return outcome.status === 'ready' ? { status: 'ready', data: normalize(outcome.data) } : outcome;
  });

  useEffect(() => {
    let live = true;
    void run().then((outcome) => {
      if (live) setSettled({ key: requestKey, outcome });
    });
    return () => {
      live = false;
    };
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state: stateOf(settled, requestKey), retry };
}

function stateOf<T>(settled: Settled<T> | null, requestKey: string): AreaListState<T> {
  if (!settled) return { status: 'loading' };
  const { outcome } = settled;
  const current = settled.key === requestKey;
  if (outcome.status === 'ready') return { status: 'ready', data: outcome.data, refreshing: !current };
  return current ? outcome : { status: 'loading' };
}
