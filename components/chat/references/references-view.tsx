import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FileTextIcon } from '@/components/common/line-icons';
import { withShellSession } from '@/utils/shell-session';
import { chunkHref, parseReferences, type ShownReferenceChunk } from './parse-references';
import '@/locales/areas/chat';

const EXCERPT_LENGTH = 240;

function excerpt(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH)}…` : flat;
}

function ChunkEntry({ chunk }: { chunk: ShownReferenceChunk }) {
  const { t } = useTranslation('chat');
  const href = chunkHref(chunk);
  const heading = (
    <>
      <span className="font-medium">{t('references.chunk', { id: chunk.id })}</span>
      {chunk.score !== null && (
        <span className="ml-2 text-xs opacity-70">
          {t('references.score', { score: chunk.score.toFixed(3) })}
        </span>
      )}
    </>
  );
  return (
    <li className="flex flex-col gap-1 rounded-md border border-black/5 px-3 py-2 dark:border-white/10">
      {href ? (
        <a
          href={withShellSession(href)}
          target="_blank"
          rel="noopener noreferrer"
          title={t('references.open_chunk')}
          className="text-primary-text no-underline hover:underline focus-visible:outline-2 focus-visible:outline-[#0C75FC]"
        >
          {heading}
        </a>
      ) : (
        <span>{heading}</span>
      )}
      <p className="m-0 text-sm break-words opacity-80">{excerpt(chunk.content)}</p>
    </li>
  );
}

/** One "References (n)" panel under a knowledge answer: each document with the chunks it was answered from. */
export default function ReferencesView({ elements }: { elements: readonly string[] }) {
  const { t } = useTranslation('chat');
  const documents = useMemo(() => parseReferences(elements), [elements]);
  const count = documents.reduce((total, doc) => total + doc.chunks.length, 0);
  if (count === 0) return null;
  return (
    <details
      className="rounded-lg border border-black/10 text-sm dark:border-white/15"
      data-testid="message-references"
    >
      <summary className="cursor-pointer px-3 py-2 font-medium select-none focus-visible:outline-2 focus-visible:outline-[#0C75FC]">
        {t('references.title', { count })}
      </summary>
      <ol className="m-0 flex list-none flex-col gap-3 px-3 pb-3">
        {documents.map((doc, index) => (
          <li key={`${doc.name}-${index}`} className="flex flex-col gap-2">
            <h4 className="m-0 flex items-center gap-1.5 text-sm font-medium break-all">
              <FileTextIcon className="shrink-0 opacity-70" />
              {doc.name}
            </h4>
            <ul className="m-0 flex list-none flex-col gap-2 p-0">
              {doc.chunks.map((chunk, chunkIndex) => (
                <ChunkEntry key={`${chunk.id}-${chunkIndex}`} chunk={chunk} />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </details>
  );
}
