import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/common/empty-state';
import { TAG_CLASSES } from '@/components/common/plain/control-classes';
import { Notice } from '@/components/common/plain/notice';
import { Spinner } from '@/components/common/plain/spinner';
import type { RecallChunk } from '@/contract/knowledge';
import { HighlightedText } from './highlighted-text';
import { retrieverLabel } from './retriever-name';
import type { RecallState } from './use-recall-test';
import '@/locales/areas/knowledge-retrieval';

function metaString(chunk: RecallChunk, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = chunk.metadata?.[key];
    if (typeof value === 'string' && value.trim()) return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return null;
}

/**
 * Scores differ by retriever (BM25 is unbounded and nearly 0 in a tiny space, cosine is 0–1): three
 * significant digits keep small ones from reading as 0.
 */
export function formatScore(score: number): string {
  return Math.abs(score) >= 1 ? score.toFixed(2) : Number(score.toPrecision(3)).toString();
}

/** Where a retrieved chunk opens: its chunk page when the server said which document holds it. */
export function recallChunkHref(space: string, chunk: RecallChunk): string | null {
  const documentId =
    typeof chunk.document_id === 'number'
      ? String(chunk.document_id)
      : metaString(chunk, 'document_id', 'doc_id');
  if (chunk.chunk_id === null || chunk.chunk_id === undefined || documentId === null) return null;
  const query = new URLSearchParams({ spaceName: space, id: documentId, chunkId: String(chunk.chunk_id) });
  return `/construct/knowledge/chunk?${query.toString()}`;
}

function ResultCard({
  space,
  chunk,
  rank,
  terms,
}: {
  space: string;
  chunk: RecallChunk;
  rank: number;
  terms: string[];
}) {
  const { t } = useTranslation('knowledgeRetrieval');
  const documentName =
    chunk.chunk_name || metaString(chunk, 'doc_name', 'source', 'title') || t('recall.unknown_document');
  const href = recallChunkHref(space, chunk);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-solid border-black/10 p-4 dark:border-white/15">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={TAG_CLASSES.blue}>{t('recall.rank', { rank })}</span>
        <span className={TAG_CLASSES.green}>{t('recall.score', { score: formatScore(chunk.score) })}</span>
        {chunk.retriever && (
          <span className={TAG_CLASSES.default} title={chunk.retriever}>
            {t('recall.retriever', { name: retrieverLabel(t, chunk.retriever) })}
          </span>
        )}
        <span className="min-w-32 flex-1 truncate font-medium" title={documentName}>
          {documentName}
        </span>
        {href && (
          <a href={href} className="text-primary-text no-underline hover:underline">
            {t('recall.open_chunk')}
          </a>
        )}
      </div>
      <p className="m-0 max-h-72 overflow-auto text-sm leading-relaxed break-words whitespace-pre-wrap">
        <HighlightedText text={chunk.content} terms={terms} />
      </p>
    </li>
  );
}

/** The retrieved chunks, best first, with the question's words highlighted; or why there are none. */
export function RecallResults({ space, state }: { space: string; state: RecallState }) {
  const { t } = useTranslation('knowledgeRetrieval');
  switch (state.status) {
    case 'idle':
      return <p className="m-0 text-sm opacity-70">{t('recall.idle')}</p>;
    case 'running':
      return (
        <p role="status" className="m-0 flex items-center gap-2 text-sm">
          <Spinner />
          {t('recall.running')}
        </p>
      );
    case 'failed':
      return (
        <Notice
          type="error"
          title={t('recall.failed')}
          description={state.message ?? undefined}
          data-testid="recall-error"
        />
      );
    case 'done':
      if (state.chunks.length === 0)
        return <EmptyState title={t('recall.empty_title')} description={t('recall.empty_description')} />;
      return (
        <section
          aria-label={t('recall.results', { count: state.chunks.length })}
          className="flex flex-col gap-3"
        >
          <h3 className="m-0 text-base font-semibold">
            {t('recall.results', { count: state.chunks.length })}
          </h3>
          <ol className="m-0 flex list-none flex-col gap-3 p-0" data-testid="recall-results">
            {state.chunks.map((chunk, index) => (
              <ResultCard
                key={`${chunk.chunk_id ?? 'chunk'}-${index}`}
                space={space}
                chunk={chunk}
                rank={index + 1}
                terms={state.terms}
              />
            ))}
          </ol>
        </section>
      );
  }
}
