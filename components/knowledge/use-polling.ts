import { useEffect, useEffectEvent } from 'react';

/** How often a screen asks again while a sync runs. */
export const POLL_INTERVAL_MS = 1000;

/** Calls `tick` every `intervalMs` while `active` (a sync is running), and not at all otherwise. */
export function usePolling(tick: () => void, active: boolean, intervalMs = POLL_INTERVAL_MS) {
  const onTick = useEffectEvent(tick);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => onTick(), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs]);
}
