import { useEffect, useState } from 'react';

/**
 * Runs `load` once when the component mounts and keeps its result: the landing's side offers (hot
 * questions, apps) need nothing more, so they do without a request library.
 */
export function useLoadOnce<T>(load: () => Promise<T>): { data: T | undefined; loading: boolean } {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean }>({
    data: undefined,
    loading: true,
  });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ data, loading: false });
      },
      () => {
        if (current) setState({ data: undefined, loading: false });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  return state;
}
