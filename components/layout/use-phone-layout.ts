import { useSyncExternalStore } from 'react';

/** Below tailwind's `md` breakpoint the shell is the phone's: no sidebar, a top bar with a menu instead. */
export const PHONE_MEDIA_QUERY = '(max-width: 767px)';

function phoneQuery(): MediaQueryList | null {
  return typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(PHONE_MEDIA_QUERY);
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const isPhone = () => phoneQuery()?.matches ?? false;

/** Whether the screen is phone-wide now; follows rotation and resizing. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
