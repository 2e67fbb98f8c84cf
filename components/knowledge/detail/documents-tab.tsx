import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, ReloadIcon } from '@/components/common/line-icons';
import { lazyOnDemand } from '@/components/common/on-demand';
import { EmptyState } from '@/components/common/empty-state';
import { LoadingMask } from '@/components/common/plain/loading-mask';
import { PlainButton } from '@/components/common/plain/plain-button';
import { PlainSelect } from '@/components/common/plain/plain-select';
import { SearchInput } from '@/components/common/plain/search-input';
import { RetryPanel } from '@/components/common/retry-panel';
import { AreaPagination } from '@/components/construct/area-page-parts';
import { SYNC_STATUSES } from '../document-status';
import { useConfirm } from '../use-confirm';
import { DocumentRow } from './document-row';
import { useDocumentCommands } from './use-document-commands';
import { useDocuments } from './use-documents';
import '@/locales/areas/construct';
import '@/locales/areas/knowledge';

const EditDocument = lazyOnDemand(() => import('./edit-document-dialog'));

interface DocumentsTabProps {
  space: string;
  onAddDocuments: () => void;
  toast: (text: string) => void;
  /** Bumped by the page when the wizard added documents. */
  version: number;
}

/** The space's documents: status filter, name search, paging, live status while syncing, and their actions. */
export function DocumentsTab({ space, onAddDocuments, toast, version }: DocumentsTabProps) {
  const { t } = useTranslation(['knowledge', 'construct']);
  const documents = useDocuments(`${space}`, version);
  const confirm = useConfirm();
  const commands = useDocumentCommands(space, confirm, documents.reload, toast);
  const { state } = documents;

  const list = () => {
    if (state.status === 'loading') {
      return (
        <p role="status" aria-busy="true" className="m-0 p-6 text-sm opacity-70">
          {t('documents.loading')}
        </p>
      );
    }
    if (state.status !== 'ready') {
      return (
        <RetryPanel title={t('documents.load_failed')} onRetry={documents.retry} testId="documents-error" />
      );
    }
    if (state.data.documents.length === 0) {
      return documents.filtered ? (
        <p className="m-0 p-6 text-center text-sm opacity-70">{t('documents.no_match')}</p>
      ) : (
        <EmptyState
          title={t('documents.empty_title')}
          description={t('documents.empty_description')}
          action={
            <PlainButton variant="primary" icon={<PlusIcon />} onClick={onAddDocuments}>
              {t('detail.add_documents')}
            </PlainButton>
          }
        />
      );
    }
    return (
      <ul
        className="m-0 flex list-none flex-col gap-2 p-0"
        aria-label={t('documents.label')}
        aria-busy={state.refreshing || undefined}
      >
        {state.data.documents.map((document) => (
          <DocumentRow
            key={document.id}
            space={space}
            document={document}
            busy={commands.busyId === document.id}
            onCommand={commands.run}
          />
        ))}
      </ul>
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput
          label={t('documents.search_label')}
          placeholder={t('documents.search_placeholder')}
          clearLabel={t('construct:list.search_clear')}
          value={documents.search}
          onChange={documents.setSearch}
          className="max-w-xs flex-1"
        />
        <PlainSelect
          aria-label={t('documents.status_filter')}
          value={documents.status}
          onChange={(event) => documents.setStatus(event.target.value)}
          placeholder={t('documents.all_statuses')}
          options={SYNC_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          className="w-40"
        />
        <PlainButton icon={<ReloadIcon />} onClick={documents.reload} onPointerEnter={confirm.preload}>
          {t('documents.refresh')}
        </PlainButton>
      </div>
      {list()}
      {state.status === 'ready' && state.data.total !== null && (
        <AreaPagination paging={documents.paging} total={state.data.total} state={state} />
      )}
      {confirm.holder}
      {commands.editing && (
        <Suspense fallback={<LoadingMask />}>
          <EditDocument.Component
            space={space}
            document={commands.editing}
            onClose={commands.stopEditing}
            onSaved={commands.edited}
          />
        </Suspense>
      )}
    </div>
  );
}
