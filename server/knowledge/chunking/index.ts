import type { ChunkParameters, ChunkStrategy } from '@/contract/knowledge';
import type { ChunkDraft, ParsedDocument, ResolvedChunkParameters } from '../pipeline';

// STUB: replaced by the document-reading part. Signatures are the seam; keep them.

/** The strategies `document/chunkstrategies` lists (contract 4.21), in the caller's language. */
export function chunkStrategies(language: 'en' | 'zh'): ChunkStrategy[] {
  void language;
  return [];
}

/**
 * Fills defaults: `Automatic` becomes the file kind's default strategy; sizes come from the request, else
 * the space's `embedding.chunk_size`/`chunk_overlap`, else 512/50.
 */
export function resolveChunkParameters(
  requested: ChunkParameters | undefined,
  document: ParsedDocument,
  spaceDefaults: { chunkSize?: number; chunkOverlap?: number },
): ResolvedChunkParameters {
  void document;
  return {
    chunk_strategy: requested?.chunk_strategy ?? 'CHUNK_BY_SIZE',
    chunk_size: requested?.chunk_size ?? spaceDefaults.chunkSize ?? 512,
    chunk_overlap: requested?.chunk_overlap ?? spaceDefaults.chunkOverlap ?? 50,
    separator: requested?.separator ?? '\n',
    enable_merge: requested?.enable_merge ?? false,
  };
}

/** Cuts a parsed document into chunks; never returns empty chunks. */
export function chunkDocument(document: ParsedDocument, parameters: ResolvedChunkParameters): ChunkDraft[] {
  const text = document.pages.map((page) => page.text).join('\n');
  const drafts: ChunkDraft[] = [];
  for (let start = 0; start < text.length; start += parameters.chunk_size)
    drafts.push({ content: text.slice(start, start + parameters.chunk_size), meta: {} });
  return drafts.filter((draft) => draft.content.trim() !== '');
}
