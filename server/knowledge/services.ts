import type { GraphVis } from '@/contract/knowledge';
import type { ServerLanguage } from '../i18n/language';
import type { Database } from '../storage/db';
import type { ModelRegistry } from '../models/model-registry';
import type { ChunkIndex, SpaceRef } from './pipeline';
import { createChunkIndex } from './retrieval/chunk-index';
import { spaceGraph } from './retrieval/graph-view';
import { recommendQuestions } from './retrieval/recommend-questions';
import { createKnowledgeRetriever, type KnowledgeRetriever } from './retrieval/retriever';
import { listSpaceNames } from './retrieval/space-names';
import { findSpaceByName } from './space-lookup';

/**
 * What the knowledge routes share: storage and sync add theirs (documents, the sync queue), retrieval adds
 * the retriever. Built once per server in app.ts.
 */
export interface KnowledgeServices {
  findSpace(name: string): Promise<SpaceRef | undefined>;
  chunkIndex: ChunkIndex;
  /** Recall: BM25, vectors and their fusion over one space's chunks. */
  retriever: KnowledgeRetriever;
  /** The graph view (contract 4.10): extracted entities, or keyword co-occurrence. */
  graphView(space: SpaceRef, limit: number): Promise<GraphVis>;
  /** Questions to try on a space (contract 4.14), in the caller's language. */
  recommendQuestions(space: SpaceRef, language: ServerLanguage): Promise<string[]>;
  /** Every space's name and id, for the knowledge picker of `chat_knowledge` (contract 6.6). */
  listSpaceNames(): Promise<{ id: number; name: string }[]>;
}

export interface KnowledgeServiceDeps {
  db: Database;
  models: ModelRegistry;
}

export function createKnowledgeServices({ db, models }: KnowledgeServiceDeps): KnowledgeServices {
  return {
    findSpace: (name) => findSpaceByName(db, name),
    chunkIndex: createChunkIndex(db, models),
    retriever: createKnowledgeRetriever(db, models),
    graphView: (space, limit) => spaceGraph(db, space, limit),
    recommendQuestions: (space, language) => recommendQuestions(db, space, language),
    listSpaceNames: () => listSpaceNames(db),
  };
}
