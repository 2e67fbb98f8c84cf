import { useTranslation } from 'react-i18next';
import type { KnowledgeDocument } from '@/contract/knowledge';
import { statusOf } from './document-status';
import '@/locales/areas/knowledge';

const DOT = {
  TODO: 'bg-black/25 dark:bg-white/30',
  RUNNING: 'bg-[#0C75FC] animate-pulse',
  FINISHED: 'bg-[#52c41a]',
  FAILED: 'bg-[#ff4d4f]',
} as const;

type SyncView = Pick<KnowledgeDocument, 'status' | 'result' | 'sync_progress'>;

/** The status as a dot and a word; while syncing, the chunks done so far as a bar and a count. */
export function SyncStatus({ document }: { document: SyncView }) {
  const { t } = useTranslation('knowledge');
  const status = statusOf(document);
  const progress = status === 'RUNNING' ? document.sync_progress : null;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <span className="inline-flex flex-col gap-1" data-testid="sync-status" data-status={status}>
      <span className="inline-flex items-center gap-2 text-sm whitespace-nowrap">
        <span aria-hidden="true" className={`inline-block h-2 w-2 rounded-full ${DOT[status]}`} />
        {t(`status.${status}`)}
      </span>
      {progress && (
        <span className="inline-flex items-center gap-2 text-xs opacity-80">
          <span
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            aria-label={t(`status.${status}`)}
            className="h-1.5 w-20 overflow-hidden rounded bg-black/10 dark:bg-white/15"
          >
            <span className="block h-full bg-[#0C75FC]" style={{ width: `${percent}%` }} />
          </span>
          {t('progress', { done: progress.done, total: progress.total })}
        </span>
      )}
    </span>
  );
}

/** Why a sync failed, in full on the page (not only in a tooltip). */
export function FailureReason({ document }: { document: SyncView }) {
  const { t } = useTranslation('knowledge');
  if (statusOf(document) !== 'FAILED') return null;
  const reason = document.result?.trim();
  return (
    <p className="m-0 text-sm break-words text-[#cf1322] dark:text-[#ff7875]" data-testid="failure-reason">
      {reason ? t('failure_reason', { reason }) : t('failure_unknown')}
    </p>
  );
}
