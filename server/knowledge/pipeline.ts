import type { ChunkParameters, SpaceArguments } from '@/contract/knowledge';
import type { LocalizedText } from '../i18n/localized-text';
import type { ChunkDraft, IndexableChunk } from '../repositories/knowledge-chunks';

/**
 * The seams between the three parts of knowledge: storage and sync (server/knowledge/*, routes), reading and
 * cutting documents (parse/, chunking/), and indexing and retrieval (retrieval/). Each part codes against
 * these types only.
 */

/** The file kinds a document upload may be; checked by content, not only by the name. */
export type FileKind = 'txt' | 'md' | 'pdf' | 'docx' | 'csv' | 'xlsx' | 'html' | 'json';

/** One page of a parsed document (a PDF page; every other kind is one page numbered 1). */
export interface ParsedPage {
  number: number;
  text: string;
}

/** A document's readable text. Markdown stays markdown (its headers drive one chunk strategy). */
export interface ParsedDocument {
  kind: FileKind | 'text' | 'url';
  title?: string;
  pages: ParsedPage[];
}

/**
 * Why a document could not be read or cut, readable by its owner ("page 3: ...", "the file is not a PDF").
 * Sync stores `text` (in English and the language the sync was asked in) as the document's `result`.
 */
export class DocumentProblem extends Error {
  override name = 'DocumentProblem';
  constructor(readonly text: LocalizedText) {
    super(text.in('en'));
  }
}

export type { ChunkDraft, IndexableChunk };

/** The chunk parameters after defaults are filled (contract 4.0). */
export type ResolvedChunkParameters = Required<Pick<ChunkParameters, 'chunk_strategy'>> & {
  chunk_size: number;
  chunk_overlap: number;
  separator: string;
  enable_merge: boolean;
};

/** What the retrieval part needs to know of a space. */
export interface SpaceRef {
  id: number;
  name: string;
  /** `VectorStore`, `KnowledgeGraph` or `FullText`. */
  vectorType: string;
  arguments: SpaceArguments;
}

/**
 * The full-text index (always) and the vectors (when the space has an embedding model), kept in step with
 * the chunks table. For KnowledgeGraph spaces `index` also extracts entities and relations.
 */
export interface ChunkIndex {
  /** Indexes new or edited chunks (an edited chunk replaces its old entries); `onProgress` counts chunks done. */
  index(
    space: SpaceRef,
    chunks: readonly IndexableChunk[],
    onProgress?: (done: number) => void,
  ): Promise<void>;
  remove(space: SpaceRef, chunkIds: readonly number[]): Promise<void>;
  /** Drops everything the index holds for the space (its vectors table, graph, full-text rows). */
  removeSpace(space: SpaceRef): Promise<void>;
}

/** A fetched web page's readable text. */
export interface WebPage {
  url: string;
  title: string;
  text: string;
}

export interface WebPageOptions {
  /** `KNOWLEDGE_ALLOW_PRIVATE_URLS=true`: loopback and private addresses allowed (the tests set it). */
  allowPrivateAddresses: boolean;
  timeoutMs: number;
  maxBytes: number;
}
