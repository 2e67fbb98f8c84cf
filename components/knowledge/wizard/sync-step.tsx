import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { syncDocumentBatch } from '@/client/api/knowledge';
import { apiInterceptors } from '@/client/envelope';
import { failureReason, succeeded } from '@/components/model/request-failure';
import { statusOf } from '../document-status';
import { FailureReason, SyncStatus } from '../sync-status';
import { toChunkParameters, type StrategyChoice } from './chunk-strategies';
import { useDocumentWatch } from './use-document-watch';
import type { WizardDocument } from './wizard-document';
import '@/locales/areas/knowledge';

interface SyncStepProps {
  space: string;
  documents: readonly WizardDocument[];
  /** The document ids, stable for the watch. */
  ids: readonly number[];
  choiceOf: (documentId: number) => StrategyChoice;
}

/** Step 4: each document's live status and progress; a failed one says why and can be retried. */
export function SyncStep({ space, documents, ids, choiceOf }: SyncStepProps) {
  const { t } = useTranslation('knowledge');
  const watch = useDocumentWatch(space, ids);
  const [retryFailure, setRetryFailure] = useState<string | null>(null);
  const states = documents.map((document) => watch.documents.get(document.id));
  const failed = states.some((state) => state && statusOf(state) === 'FAILED');

  const retry = async (document: WizardDocument) => {
    setRetryFailure(null);
    const result = await apiInterceptors(
      syncDocumentBatch(space, [
        { doc_id: document.id, chunk_parameters: toChunkParameters(choiceOf(document.id)) },
      ]),
      '*',
    );
    if (!succeeded(result)) {
      setRetryFailure(failureReason(result));
      return;
    }
    watch.watchAgain(document.id);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="sync-step">
      <Alert
        type={watch.active ? 'info' : failed ? 'warning' : 'success'}
        showIcon
        title={
          watch.active
            ? t('wizard.sync.running')
            : failed
              ? t('wizard.sync.some_failed')
              : t('wizard.sync.all_finished')
        }
        data-testid="sync-summary"
      />
      {retryFailure && (
        <Alert type="error" showIcon title={t('wizard.sync.start_failed')} description={retryFailure} />
      )}
      <ul className="m-0 list-none divide-y divide-black/5 p-0 dark:divide-white/10">
        {documents.map((document, index) => {
          const state = states[index] ?? { status: 'RUNNING', result: null, sync_progress: null };
          return (
            <li
              key={document.id}
              aria-label={document.name}
              className="flex flex-col gap-1 py-2"
              data-testid="sync-row"
            >
              <div className="flex flex-wrap items-center gap-3">
                <span className="min-w-0 flex-1 truncate text-sm" title={document.name}>
                  {document.name}
                </span>
                <SyncStatus document={state} />
                {statusOf(state) === 'FAILED' && (
                  <Button
                    size="small"
                    onClick={() => void retry(document)}
                    aria-label={t('wizard.sync.retry_label', { name: document.name })}
                  >
                    {t('wizard.sync.retry')}
                  </Button>
                )}
              </div>
              <FailureReason document={state} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
