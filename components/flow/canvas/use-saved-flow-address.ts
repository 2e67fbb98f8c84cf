import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';

/**
 * Puts a newly saved flow's id into the canvas's address (without reloading), once the canvas shows as
 * saved: changed while the unsaved-changes guard still listened, the address would make it ask to leave.
 */
export function useSavedFlowAddress(newlySavedUid: string | null, dirty: boolean) {
  const router = useRouter();
  const placed = useRef<string | null>(null);
  useEffect(() => {
    if (!newlySavedUid || dirty || placed.current === newlySavedUid) return;
    placed.current = newlySavedUid;
    void router.replace(`/construct/flow/canvas?id=${encodeURIComponent(newlySavedUid)}`, undefined, {
      shallow: true,
    });
  }, [newlySavedUid, dirty, router]);
}
