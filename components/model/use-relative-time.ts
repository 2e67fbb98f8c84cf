import { useCallback, useEffect, useState } from 'react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { usePreferences } from '@/contexts/preferences-context';
import type { Language } from '@/locales/types';
import { applyDayjsLocale } from '@/utils/dayjs-locale';
import { dayjsLocaleOf } from '@/utils/language';

dayjs.extend(relativeTime);

const TICK_MS = 30_000;

/**
 * Formats a time as "3 minutes ago" in the user's language, ticking so the text ages on screen. Until the
 * language's dayjs locale has loaded the formatter answers undefined rather than the wrong language.
 */
export function useRelativeTime(): (time: string | null | undefined) => string | undefined {
  const { language } = usePreferences();
  const [loaded, setLoaded] = useState<Language | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let live = true;
    void applyDayjsLocale(language).then(() => {
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  return useCallback(
    (time) => {
      if (!time || loaded !== language) return undefined;
      const at = dayjs(time);
      if (!at.isValid()) return undefined;
      // A server clock slightly ahead must not read "in a few seconds".
      return dayjs(Math.min(at.valueOf(), now)).locale(dayjsLocaleOf(language)).from(now);
    },
    [loaded, language, now],
  );
}
