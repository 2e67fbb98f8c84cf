import { localized } from '../../i18n/localized-text';
import {
  DocumentProblem,
  type ChunkDraft,
  type ParsedDocument,
  type ResolvedChunkParameters,
} from '../pipeline';
import { byPage, bySeparator, bySize } from './cutters';
import { byMarkdownHeader } from './markdown-sections';

export {
  chunkStrategies,
  automaticStrategy,
  strategiesFor,
  STRATEGY_NAMES,
  type StrategyName,
} from './strategies';
export { resolveChunkParameters } from './parameters';

function cut(document: ParsedDocument, parameters: ResolvedChunkParameters): ChunkDraft[] {
  switch (parameters.chunk_strategy) {
    case 'CHUNK_BY_PAGE':
      return byPage(document, parameters);
    case 'CHUNK_BY_PARAGRAPH':
      return bySeparator(document, parameters, false);
    case 'CHUNK_BY_SEPARATOR':
      return bySeparator(document, parameters, parameters.enable_merge);
    case 'CHUNK_BY_MARKDOWN_HEADER':
      return byMarkdownHeader(document, parameters);
    default:
      return bySize(document, parameters);
  }
}

/**
 * Cuts a parsed document into chunks (parameters from resolveChunkParameters); never returns empty chunks,
 * and throws DocumentProblem when the document gives none (it has no text).
 * Every chunk's meta names its page (PDF, spreadsheet), its heading path (markdown header) and, when
 * given, the document's source name and title.
 */
export function chunkDocument(
  document: ParsedDocument,
  parameters: ResolvedChunkParameters,
  options: { source?: string } = {},
): ChunkDraft[] {
  const named = {
    ...(options.source === undefined ? {} : { source: options.source }),
    ...(document.title === undefined ? {} : { title: document.title }),
  };
  const drafts = cut(document, parameters).filter((draft) => draft.content.trim() !== '');
  if (drafts.length === 0) throw new DocumentProblem(localized('knowledgeChunk.noChunks'));
  return drafts.map((draft) => ({ content: draft.content, meta: { ...named, ...draft.meta } }));
}
