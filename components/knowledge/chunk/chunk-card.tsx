import { useTranslation } from 'react-i18next';
import { EditIcon } from '@/components/common/line-icons';
import { TAG_CLASSES } from '@/components/common/plain/control-classes';
import { PlainButton } from '@/components/common/plain/plain-button';
import type { Chunk } from '@/contract/knowledge';
import { chunkMetadata, chunkQuestions } from './chunk-fields';
import '@/locales/areas/knowledge-retrieval';

interface ChunkCardProps {
  chunk: Chunk;
  index: number;
  /** The chunk a reference pointed at: outlined, and scrolled into view. */
  highlighted: boolean;
  onEdit: (chunk: Chunk, index: number, trigger: HTMLButtonElement) => void;
}

/** One chunk: its index in the document, content (as written), questions and metadata. */
export function ChunkCard({ chunk, index, highlighted, onEdit }: ChunkCardProps) {
  const { t } = useTranslation('knowledgeRetrieval');
  const questions = chunkQuestions(chunk);
  const metadata = chunkMetadata(chunk);
  return (
    <li
      id={`chunk-${chunk.id}`}
      aria-label={t('chunk.chunk_label', { index })}
      aria-current={highlighted ? 'true' : undefined}
      data-testid="chunk-card"
      className={`flex scroll-mt-4 flex-col gap-3 rounded-lg border border-solid p-4 ${
        highlighted
          ? 'border-[#0C75FC] bg-[#e6f4ff]/60 shadow-[0_0_0_2px_rgba(12,117,252,0.2)] dark:bg-[#111a2c]'
          : 'border-black/10 dark:border-white/15'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className={TAG_CLASSES.blue}>{t('chunk.index', { index })}</span>
        {highlighted && <span className={TAG_CLASSES.green}>{t('chunk.referenced')}</span>}
        <PlainButton
          size="small"
          variant="text"
          className="ml-auto"
          icon={<EditIcon />}
          aria-label={t('chunk.edit_label', { index })}
          onClick={(event) => onEdit(chunk, index, event.currentTarget)}
        >
          {t('chunk.edit')}
        </PlainButton>
      </div>
      <p className="m-0 text-sm leading-relaxed break-words whitespace-pre-wrap">{chunk.content}</p>
      {questions.length > 0 && (
        <div className="flex flex-col gap-1">
          <span className="text-xs font-medium opacity-70">{t('chunk.questions')}</span>
          <ul className="m-0 flex list-none flex-wrap gap-1.5 p-0">
            {questions.map((question, at) => (
              <li key={`${at}-${question}`} className={`${TAG_CLASSES.default} whitespace-normal`}>
                {question}
              </li>
            ))}
          </ul>
        </div>
      )}
      {metadata && (
        <details className="text-xs">
          <summary className="cursor-pointer font-medium opacity-70">{t('chunk.metadata')}</summary>
          <pre className="m-0 mt-1 max-h-48 overflow-auto rounded bg-black/[0.03] p-2 break-all whitespace-pre-wrap dark:bg-white/[0.06]">
            {metadata}
          </pre>
        </details>
      )}
    </li>
  );
}
