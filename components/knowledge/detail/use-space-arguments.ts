import { useCallback, useEffect, useState } from 'react';
import { getSpaceArguments } from '@/client/api/knowledge';
import { getModelList } from '@/client/api/model';
import { apiInterceptors } from '@/client/envelope';
import type { SpaceArguments } from '@/contract/knowledge';

export type ArgumentsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; arguments: SpaceArguments };

/** The space's arguments (`arguments`, the server's defaults when never saved). */
export function useSpaceArguments(space: string) {
  const [state, setState] = useState<ArgumentsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void apiInterceptors(getSpaceArguments(space)).then(([error, data, envelope]) => {
      if (!live) return;
      setState(
        error || !envelope?.success ? { status: 'error' } : { status: 'ready', arguments: data ?? {} },
      );
    });
    return () => {
      live = false;
    };
  }, [space, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}

/** The embedding models the server runs (worker type `text2vec`); none when it lists no models. */
export function useEmbeddingModels(): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    // Asked quietly: without the list the model is typed by hand.
    void apiInterceptors(getModelList(), '*').then(([, data]) => {
      if (!live || !Array.isArray(data)) return;
      const embedding = data
        .filter((model) => model.worker_type === 'text2vec')
        .map((model) => model.model_name);
      setNames([...new Set(embedding)]);
    });
    return () => {
      live = false;
    };
  }, []);
  return names;
}
