import { useTranslation } from 'react-i18next';
import { HoverHint } from '@/components/common/plain/hover-hint';
import { Spinner } from '@/components/common/plain/spinner';
import { useNodeRun } from './node-trace-store';
import '@/locales/areas/flow-run';

const PILL = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-medium leading-4';

/** The node's state in the last debug run, above its card: running, done with its time, or failed. */
export function NodeTraceBadge({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation('flowRun');
  const run = useNodeRun(nodeId);
  if (!run) return null;
  const { status, duration_ms: ms, error } = run.trace;
  let badge;
  if (status === 'running' && run.cut)
    badge = <span className={`${PILL} bg-black/5 opacity-70 dark:bg-white/10`}>{t('debug.badge.cut')}</span>;
  else if (status === 'running')
    badge = (
      <span className={`${PILL} bg-[#e6f0ff] text-[#0C75FC] dark:bg-[#0C75FC]/20 dark:text-[#69a7ff]`}>
        <Spinner className="" />
        {t('debug.badge.running')}
      </span>
    );
  else if (status === 'done')
    badge = (
      <span className={`${PILL} bg-green-50 text-green-700 dark:bg-green-900/30 dark:text-green-300`}>
        {t('debug.badge.done', { ms: Math.round(ms ?? 0) })}
      </span>
    );
  else if (status === 'failed')
    badge = (
      <HoverHint
        text={error ? t('debug.badge.failed', { error }) : t('debug.badge.failed_plain')}
        align="start"
      >
        {/* The panel's list tells the same error to keyboard and screen-reader users. */}
        <span className={`${PILL} nodrag bg-red-50 text-[#cf1322] dark:bg-red-950/50 dark:text-[#ff7875]`}>
          {t('debug.badge.failed_plain')}
        </span>
      </HoverHint>
    );
  else
    badge = (
      <span className={`${PILL} bg-black/5 opacity-70 dark:bg-white/10`}>{t('debug.badge.skipped')}</span>
    );
  return (
    <div className="absolute -top-3 left-3 z-10" data-testid="node-trace-badge" data-status={status}>
      {badge}
    </div>
  );
}
