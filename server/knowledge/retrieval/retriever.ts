import type { ModelRegistry } from '../../models/model-registry';
import type { Database, Queryable } from '../../storage/db';
import type { SpaceRef } from '../pipeline';
import { searchFullText, type ScoredChunk } from './full-text';
import { fuseRankings } from './fusion';
import { spaceEmbeddingModel } from './space-embedding';
import { DEFAULT_VECTOR_CACHE_LIMITS, type VectorCacheLimits } from './vector-cache';
import { searchVectors, storedVectors } from './vector-store';

/**
 * The retrievers a recall test may choose (contract 4.15). `embedding_retriever` keeps DB-GPT's name;
 * `bm25_retriever` is the full-text search that works with no model; `hybrid_retriever` fuses both by
 * reciprocal rank. Choosing several fuses them the same way.
 */
export const RETRIEVER_NAMES = ['bm25_retriever', 'embedding_retriever', 'hybrid_retriever'] as const;
export type RetrieverName = (typeof RETRIEVER_NAMES)[number];

export function isRetrieverName(value: string): value is RetrieverName {
  return (RETRIEVER_NAMES as readonly string[]).includes(value);
}

export interface RetrievalRequest {
  question: string;
  topK: number;
  /** Chunks scoring below are dropped. BM25 scores are unbounded (> 0); the others lie in [-1, 1]. */
  scoreThreshold?: number;
  /** Which retrievers to use (all must be available); by default hybrid when possible, else BM25. */
  retrievers?: readonly RetrieverName[];
}

export interface RetrievedChunk {
  chunkId: number;
  documentId: number;
  documentName: string;
  content: string;
  /** The chunk's `meta_info`, parsed (page, header, ...). */
  meta: Record<string, unknown>;
  score: number;
  /** The retrievers that found it (both, for a chunk hybrid retrieval found by text and by meaning). */
  foundBy: ('bm25_retriever' | 'embedding_retriever')[];
}

export interface KnowledgeRetriever {
  /** What the space can use: BM25 always; the embedding and hybrid retrievers with an embedding model. */
  available(space: SpaceRef): Promise<RetrieverName[]>;
  retrieve(space: SpaceRef, request: RetrievalRequest): Promise<RetrievedChunk[]>;
}

/** How many candidates each retriever brings to the fusion, for a final top k. */
function candidateCount(topK: number): number {
  return Math.min(Math.max(topK * 4, 40), 400);
}

interface ChunkRow {
  id: number;
  document_id: number;
  content: string;
  meta_info: string | null;
  doc_name: string | null;
}

function parseMeta(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  } catch {
    return {};
  }
}

async function readChunks(db: Queryable, ids: readonly number[]): Promise<Map<number, ChunkRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<ChunkRow>(
    `SELECT c.id, c.document_id, c.content, c.meta_info, d.doc_name
       FROM knowledge_chunks c LEFT JOIN knowledge_documents d ON d.id = c.document_id
      WHERE c.id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export function createKnowledgeRetriever(
  db: Database,
  models: ModelRegistry,
  vectorLimits: VectorCacheLimits = DEFAULT_VECTOR_CACHE_LIMITS,
): KnowledgeRetriever {
  /** The question's nearest chunks by meaning; none when the space's vectors are not of its current model. */
  async function byMeaning(space: SpaceRef, question: string, limit: number): Promise<ScoredChunk[]> {
    const embedder = await spaceEmbeddingModel(models, space);
    const stored = await storedVectors(db, space.id);
    if (!embedder || stored?.model !== embedder.name) return [];
    const [vector] = await embedder.embed([question]);
    if (vector?.length !== stored.dimensions) return [];
    return searchVectors(db, space.id, vector, limit, vectorLimits);
  }

  async function available(space: SpaceRef): Promise<RetrieverName[]> {
    return (await spaceEmbeddingModel(models, space)) ? [...RETRIEVER_NAMES] : ['bm25_retriever'];
  }

  return {
    available,
    async retrieve(space, request) {
      const chosen = request.retrievers?.length
        ? request.retrievers
        : (await available(space)).includes('hybrid_retriever')
          ? ['hybrid_retriever' as const]
          : ['bm25_retriever' as const];
      const useText = chosen.includes('bm25_retriever') || chosen.includes('hybrid_retriever');
      const useMeaning = chosen.includes('embedding_retriever') || chosen.includes('hybrid_retriever');
      const limit = candidateCount(request.topK);
      const lists: { name: 'bm25_retriever' | 'embedding_retriever'; chunks: ScoredChunk[] }[] = [];
      if (useText)
        lists.push({
          name: 'bm25_retriever',
          chunks: await searchFullText(db, space.id, request.question, limit),
        });
      if (useMeaning)
        lists.push({ name: 'embedding_retriever', chunks: await byMeaning(space, request.question, limit) });
      const ranked =
        lists.length === 1
          ? lists[0].chunks.map((chunk) => ({ ...chunk, foundBy: [lists[0].name] }))
          : fuseRankings(lists);
      const threshold = request.scoreThreshold;
      const kept = ranked
        .filter((chunk) => threshold === undefined || chunk.score >= threshold)
        .slice(0, request.topK);
      const rows = await readChunks(
        db,
        kept.map((chunk) => chunk.chunkId),
      );
      return kept.flatMap((chunk) => {
        const row = rows.get(chunk.chunkId);
        if (!row) return [];
        return [
          {
            chunkId: row.id,
            documentId: row.document_id,
            documentName: row.doc_name ?? '',
            content: row.content,
            meta: parseMeta(row.meta_info),
            score: chunk.score,
            foundBy: chunk.foundBy,
          },
        ];
      });
    },
  };
}
