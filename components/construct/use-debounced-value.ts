import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stopped changing for `delay` ms: a search asks the server once per pause in typing. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
