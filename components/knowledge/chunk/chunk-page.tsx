import { useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import { ReloadIcon } from '@/components/common/line-icons';
import { Pagination } from '@/components/common/plain/pagination';
import { PlainButton } from '@/components/common/plain/plain-button';
import { SearchInput } from '@/components/common/plain/search-input';
import { Spinner } from '@/components/common/plain/spinner';
import { useToasts } from '@/components/common/plain/toasts';
import { PrimaryLinkButton } from '@/components/common/primary-link-button';
import { RetryPanel } from '@/components/common/retry-panel';
import { ConstructLayout } from '@/components/layout/construct-layout';
import type { Chunk } from '@/contract/knowledge';
import { ChunkCard } from './chunk-card';
import { ChunkEditDialog } from './chunk-edit-dialog';
import { queryValue, RetrievalFrame, spaceDetailHref, WithSpaceName } from './retrieval-frame';
import { useChunkList } from './use-chunk-list';
import '@/locales/areas/knowledge-retrieval';

interface Editing {
  chunk: Chunk;
  index: number;
  trigger: HTMLButtonElement;
}

function ChunkScreen({
  space,
  documentId,
  chunkId,
}: {
  space: string;
  documentId: number;
  chunkId: number | null;
}) {
  const { t } = useTranslation('knowledgeRetrieval');
  const list = useChunkList({ space, documentId, chunkId });
  const toasts = useToasts();
  const [editing, setEditing] = useState<Editing | null>(null);
  const scrolled = useRef(false);
  const { state, page, pageSize } = list;
  const chunks = useMemo(() => (state.status === 'ready' ? state.chunks : []), [state]);
  const documentName =
    chunks.find((chunk) => chunk.doc_name)?.doc_name ?? t('chunk.document', { id: documentId });

  useEffect(() => {
    if (scrolled.current || chunkId === null || !chunks.some((chunk) => chunk.id === chunkId)) return;
    scrolled.current = true;
    document.getElementById(`chunk-${chunkId}`)?.scrollIntoView?.({ block: 'center' });
  }, [chunks, chunkId]);

  const closeEditor = () => {
    editing?.trigger.focus();
    setEditing(null);
  };

  let body;
  if (state.status === 'loading')
    body = (
      <p role="status" className="m-0 flex items-center gap-2 py-6 text-sm">
        <Spinner />
        {t('chunk.loading')}
      </p>
    );
  else if (state.status === 'failed')
    body = (
      <RetryPanel
        title={t('chunk.load_failed')}
        description={state.message ?? undefined}
        onRetry={list.reload}
        testId="chunk-error"
      />
    );
  else if (state.chunks.length === 0)
    body = list.query ? (
      <EmptyState
        title={t('chunk.no_match_title')}
        description={t('chunk.no_match_description', { query: list.query })}
      />
    ) : (
      <EmptyState title={t('chunk.empty_title')} description={t('chunk.empty_description')} />
    );
  else
    body = (
      <ol className="m-0 flex list-none flex-col gap-3 p-0" aria-label={t('chunk.title')}>
        {state.chunks.map((chunk, at) => {
          const index = (page - 1) * pageSize + at + 1;
          return (
            <ChunkCard
              key={chunk.id}
              chunk={chunk}
              index={index}
              highlighted={chunk.id === chunkId}
              onEdit={(picked, shownIndex, trigger) =>
                setEditing({ chunk: picked, index: shownIndex, trigger })
              }
            />
          );
        })}
      </ol>
    );

  return (
    <RetrievalFrame
      crumbs={[{ label: space, href: spaceDetailHref(space) }, { label: documentName }]}
      title={documentName}
      extra={
        <PlainButton icon={<ReloadIcon />} onClick={list.reload}>
          {t('frame.reload')}
        </PlainButton>
      }
    >
      {toasts.holder}
      <SearchInput
        value={list.search}
        onChange={list.setSearch}
        label={t('chunk.search_label')}
        placeholder={t('chunk.search_placeholder')}
        clearLabel={t('chunk.clear_search')}
        className="sm:max-w-md"
      />
      {body}
      {state.status === 'ready' && state.total > 0 && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={state.total}
          onChange={list.changePage}
          texts={{
            label: t('chunk.pages'),
            total: t('chunk.total', { count: state.total }),
            page: (shown) => t('chunk.page', { page: shown }),
            previous: t('chunk.previous'),
            next: t('chunk.next'),
            pageSize: t('chunk.page_size'),
            pageSizeOption: (size) => t('chunk.page_size_option', { size }),
          }}
        />
      )}
      {editing && (
        <ChunkEditDialog
          space={space}
          chunk={editing.chunk}
          index={editing.index}
          onClose={closeEditor}
          onSaved={() => {
            toasts.success(t('chunk.saved'));
            closeEditor();
            list.reload();
          }}
        />
      )}
    </RetrievalFrame>
  );
}

function positiveInt(text: string): number | null {
  const value = Number(text);
  return text !== '' && Number.isInteger(value) && value > 0 ? value : null;
}

function DocumentChunks({ space }: { space: string }) {
  const { t } = useTranslation('knowledgeRetrieval');
  const { query } = useRouter();
  const documentId = positiveInt(queryValue(query.id));
  const chunkId = positiveInt(queryValue(query.chunkId));
  if (documentId === null)
    return (
      <ConstructLayout>
        <EmptyState
          title={t('chunk.missing_document_title')}
          description={t('chunk.missing_document_description')}
          action={<PrimaryLinkButton href={spaceDetailHref(space)}>{t('frame.back')}</PrimaryLinkButton>}
        />
      </ConstructLayout>
    );
  return (
    <ChunkScreen
      key={`${space}/${documentId}/${chunkId}`}
      space={space}
      documentId={documentId}
      chunkId={chunkId}
    />
  );
}

/** `/construct/knowledge/chunk?spaceName=…&id=<document>[&chunkId=…]`: a document's chunks. Paints without antd. */
export default function ChunkPage() {
  return <WithSpaceName>{(space) => <DocumentChunks space={space} />}</WithSpaceName>;
}
