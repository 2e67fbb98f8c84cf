import { useTranslation } from 'react-i18next';
import type { Evaluation } from '@/contract/evaluate';
import { isUnsettled, runProgress, runState, type RunState } from './evaluation-shapes';
import '@/locales/areas/evaluation';

const BADGE: Record<RunState, string> = {
  complete: 'bg-[#52c41a]',
  failed: 'bg-[#ff4d4f]',
  running: 'bg-[#1677ff] animate-pulse',
  todo: 'bg-black/25 dark:bg-white/30',
  waiting: 'bg-[#faad14]',
  retrying: 'bg-[#faad14] animate-pulse',
  unknown: 'bg-black/25 dark:bg-white/30',
};

/**
 * The run's state as a badge; failed in red with the server's reason, complete with the server's note on
 * unscored questions, a progress bar while it runs.
 */
export function RunStateCell({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation('evaluation');
  const state = runState(evaluation);
  const progress = runProgress(evaluation);
  const percent = progress ? Math.round((progress.done / progress.total) * 100) : null;
  return (
    <div className="flex min-w-[8rem] flex-col gap-1">
      <span
        className={`inline-flex items-center gap-1.5 ${state === 'failed' ? 'text-[#cf1322] dark:text-[#ff7875]' : ''}`}
        data-state={state}
      >
        <span className={`inline-block h-1.5 w-1.5 rounded-full ${BADGE[state]}`} aria-hidden />
        {t(`runs.state.${state}`)}
      </span>
      {state === 'failed' && evaluation.log_info && (
        <span className="text-xs break-words text-[#cf1322] dark:text-[#ff7875]" data-testid="run-failure">
          {evaluation.log_info}
        </span>
      )}
      {state === 'complete' && evaluation.log_info && (
        // Complete with some questions unscored: the server says how many and why.
        <span className="text-xs break-words text-[#ad6800] dark:text-[#ffd666]" data-testid="run-note">
          {evaluation.log_info}
        </span>
      )}
      {isUnsettled(evaluation) && progress && percent !== null && (
        <div className="flex items-center gap-2">
          <div
            role="progressbar"
            aria-label={t('runs.progress_label')}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            aria-valuetext={t('runs.progress', { done: progress.done, total: progress.total })}
            className="h-1.5 w-24 overflow-hidden rounded-full bg-black/[0.06] dark:bg-white/[0.12]"
          >
            <div
              className="h-full rounded-full bg-[#1677ff] transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="text-xs whitespace-nowrap opacity-70">
            {t('runs.progress', { done: progress.done, total: progress.total })}
          </span>
        </div>
      )}
    </div>
  );
}
