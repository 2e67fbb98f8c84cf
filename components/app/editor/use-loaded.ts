import { useEffect, useState } from 'react';
import { useLatest } from 'ahooks';
import type { AxiosResponse } from 'axios';
import { apiInterceptors } from '@/client/envelope';
import type { Envelope } from '@/contract/common';

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
}

interface Settled<T> {
  key: string;
  data: T | undefined;
  failed: boolean;
}

/**
 * The editor's choices (agents, models, scenes...): asked for when `key` changes (null: not needed);
 * a failure is told by the interceptor and marks the field.
 */
export function useLoaded<T>(key: string | null, load: () => Promise<AxiosResponse<Envelope<T>>>): Loaded<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // `load` is a fresh closure each render; `key` says when it asks for something else.
  const latestLoad = useLatest(load);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void apiInterceptors(latestLoad.current()).then(([error, data, envelope]) => {
      if (!live) return;
      const failed = Boolean(error) || !envelope?.success;
      setSettled({ key, data: failed ? undefined : data, failed });
    });
    return () => {
      live = false;
    };
  }, [key, latestLoad]);
  const current = settled?.key === key ? settled : null;
  return { data: current?.data, loading: key !== null && !current, failed: Boolean(current?.failed) };
}
