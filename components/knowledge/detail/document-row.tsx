import { useTranslation } from 'react-i18next';
import { DeleteIcon, EditIcon, ReloadIcon } from '@/components/common/line-icons';
import { PlainButton } from '@/components/common/plain/plain-button';
import { isOneOf } from '@/components/construct/one-of';
import { formatDateTime } from '@/utils/date-format';
import type { KnowledgeDocument } from '@/contract/knowledge';
import { canSync, statusOf } from '../document-status';
import { chunksHref } from '../knowledge-links';
import { LinkButton } from '../link-button';
import { FailureReason, SyncStatus } from '../sync-status';
import '@/locales/areas/knowledge';

const DOCUMENT_TYPES = ['DOCUMENT', 'URL', 'TEXT', 'YUQUEURL', 'GIT_REPO'] as const;

export type DocumentCommand = 'sync' | 'edit' | 'delete';

interface DocumentRowProps {
  space: string;
  document: KnowledgeDocument;
  busy: boolean;
  onCommand: (document: KnowledgeDocument, command: DocumentCommand) => void;
}

/** One document: type, status (and why it failed), chunks, last sync; chunks, sync, edit, delete. */
export function DocumentRow({ space, document, busy, onCommand }: DocumentRowProps) {
  const { t, i18n } = useTranslation('knowledge');
  const name = document.doc_name;
  const type = isOneOf(DOCUMENT_TYPES, document.doc_type)
    ? t(`documents.types.${document.doc_type}`)
    : document.doc_type;
  const lastSync = formatDateTime(document.last_sync, i18n.language);
  const status = statusOf(document);
  return (
    <li
      aria-label={name}
      aria-busy={busy || undefined}
      data-testid="document-row"
      className="flex flex-col gap-2 rounded-lg border border-black/10 bg-white p-3 dark:border-white/10 dark:bg-[#2a2e3c]"
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-48">
          <h3 className="m-0 truncate text-sm font-semibold" title={name}>
            {name}
          </h3>
          <p className="m-0 text-xs opacity-70">{type}</p>
        </div>
        <SyncStatus document={document} />
        <dl className="m-0 grid grid-cols-[auto_auto] gap-x-2 text-xs">
          <dt className="opacity-70">{t('documents.columns.chunks')}</dt>
          <dd className="m-0" data-testid="chunk-count">
            {document.chunk_size ?? 0}
          </dd>
          <dt className="opacity-70">{t('documents.columns.last_sync')}</dt>
          <dd className="m-0">
            {lastSync ? (
              <time dateTime={document.last_sync ?? undefined}>{lastSync}</time>
            ) : (
              t('documents.never')
            )}
          </dd>
        </dl>
      </div>
      <FailureReason document={document} />
      <div className="flex flex-wrap items-center gap-2">
        <LinkButton
          href={chunksHref(space, document.id)}
          size="small"
          label={t('documents.view_chunks_label', { name })}
        >
          {t('documents.view_chunks')}
        </LinkButton>
        <PlainButton
          size="small"
          icon={<ReloadIcon />}
          disabled={busy || !canSync(document)}
          aria-label={t('documents.sync_label', { name })}
          onClick={() => onCommand(document, 'sync')}
        >
          {status === 'FINISHED' ? t('documents.resync') : t('documents.sync')}
        </PlainButton>
        <PlainButton
          size="small"
          icon={<EditIcon />}
          disabled={busy}
          aria-label={t('documents.edit_label', { name })}
          onClick={() => onCommand(document, 'edit')}
        >
          {t('documents.edit')}
        </PlainButton>
        <PlainButton
          size="small"
          variant="danger_text"
          icon={<DeleteIcon />}
          disabled={busy}
          aria-label={t('documents.delete_label', { name })}
          onClick={() => onCommand(document, 'delete')}
        >
          {t('documents.delete')}
        </PlainButton>
      </div>
    </li>
  );
}
