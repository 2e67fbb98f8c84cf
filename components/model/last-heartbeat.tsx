import { useTranslation } from 'react-i18next';
import '@/locales/areas/model';

interface LastHeartbeatProps {
  time: string | null | undefined;
  /** The page's relative-time formatter (one ticking clock for every card). */
  fromNow: (time: string | null | undefined) => string | undefined;
}

/** "Last heartbeat 3 minutes ago", or that there has been none yet. */
export function LastHeartbeat({ time, fromNow }: LastHeartbeatProps) {
  const { t } = useTranslation('model');
  if (!time) return <span className="text-xs opacity-70">{t('card.no_heartbeat')}</span>;
  const relative = fromNow(time);
  return (
    <time dateTime={time} className="text-xs opacity-70" data-testid="model-heartbeat">
      {relative ? t('card.heartbeat', { time: relative }) : '\u00a0'}
    </time>
  );
}
