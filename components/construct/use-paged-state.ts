import { useCallback, useState } from 'react';

/** A list's filter or search text: changing it goes back to the first page. */
export function usePagedState<T>(initial: T, toFirstPage: () => void): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(initial);
  const change = useCallback(
    (next: T) => {
      setValue(next);
      toFirstPage();
    },
    [toFirstPage],
  );
  return [value, change];
}
