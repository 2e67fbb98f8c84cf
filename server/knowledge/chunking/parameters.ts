import type { ChunkParameters } from '@/contract/knowledge';
import { listOf, localized, type LocalizedText, verbatim } from '../../i18n/localized-text';
import { DocumentProblem, type ParsedDocument, type ResolvedChunkParameters } from '../pipeline';
import {
  AUTOMATIC,
  automaticStrategy,
  type DocumentKind,
  isStrategyName,
  STRATEGY_NAMES,
  strategiesFor,
} from './strategies';

const DEFAULT_CHUNK_SIZE = 512;
const DEFAULT_CHUNK_OVERLAP = 50;
const DEFAULT_SEPARATOR = '\n';

/** A separator typed into a form arrives as the two characters `\n`; it means a line break. */
function unescapeSeparator(separator: string): string {
  return separator.replace(
    /\\([nrt])/g,
    (_whole, letter: string) => ({ n: '\n', r: '\r', t: '\t' })[letter] ?? letter,
  );
}

function kindName(kind: DocumentKind): LocalizedText {
  if (kind === 'text') return localized('knowledgeChunk.kindText');
  if (kind === 'url') return localized('knowledgeChunk.kindUrl');
  return verbatim(kind.toUpperCase());
}

function chooseStrategy(
  requested: string | undefined,
  document: ParsedDocument,
): ResolvedChunkParameters['chunk_strategy'] {
  if (requested === undefined || requested === '' || requested === AUTOMATIC)
    return automaticStrategy(document);
  if (!isStrategyName(requested))
    throw new DocumentProblem(
      localized('knowledgeChunk.unknownStrategy', {
        strategy: requested,
        strategies: listOf([AUTOMATIC, ...STRATEGY_NAMES]),
      }),
    );
  const supported = strategiesFor(document.kind);
  if (!supported.includes(requested)) {
    const strategies = listOf([AUTOMATIC, ...supported]);
    throw new DocumentProblem(
      localized('knowledgeChunk.strategyNotForKind', {
        strategy: requested,
        kind: kindName(document.kind),
        strategies,
      }),
    );
  }
  return requested;
}

/**
 * Fills defaults: `Automatic` becomes the file kind's default strategy (see automaticStrategy); sizes come
 * from the request, else the space's `embedding.chunk_size`/`chunk_overlap`, else 512/50. Every strategy
 * keeps a size: it bounds long sections, paragraphs and merged pieces. Throws DocumentProblem when a value
 * cannot work.
 */
export function resolveChunkParameters(
  requested: ChunkParameters | undefined,
  document: ParsedDocument,
  spaceDefaults: { chunkSize?: number; chunkOverlap?: number },
): ResolvedChunkParameters {
  const chunkStrategy = chooseStrategy(requested?.chunk_strategy?.trim(), document);
  const chunkSize = requested?.chunk_size ?? spaceDefaults.chunkSize ?? DEFAULT_CHUNK_SIZE;
  if (!Number.isInteger(chunkSize) || chunkSize < 1)
    throw new DocumentProblem(localized('knowledgeChunk.sizeTooSmall', { size: chunkSize }));
  // An overlap nobody asked for in this request shrinks to fit a small requested size instead of failing.
  const chunkOverlap =
    requested?.chunk_overlap ?? Math.min(spaceDefaults.chunkOverlap ?? DEFAULT_CHUNK_OVERLAP, chunkSize - 1);
  if (!Number.isInteger(chunkOverlap) || chunkOverlap < 0 || chunkOverlap >= chunkSize)
    throw new DocumentProblem(
      localized('knowledgeChunk.overlapOutOfRange', { size: chunkSize, overlap: chunkOverlap }),
    );
  const separator = unescapeSeparator(requested?.separator ?? DEFAULT_SEPARATOR);
  const usesSeparator = chunkStrategy === 'CHUNK_BY_PARAGRAPH' || chunkStrategy === 'CHUNK_BY_SEPARATOR';
  if (usesSeparator && separator === '')
    throw new DocumentProblem(localized('knowledgeChunk.emptySeparator'));
  return {
    chunk_strategy: chunkStrategy,
    chunk_size: chunkSize,
    chunk_overlap: chunkOverlap,
    separator: separator === '' ? DEFAULT_SEPARATOR : separator,
    enable_merge: requested?.enable_merge ?? false,
  };
}
