import type { Database } from '../storage/db';
import type { ModelRegistry } from '../models/model-registry';
import type { ChunkIndex, SpaceRef } from './pipeline';
import { createChunkIndex } from './retrieval/chunk-index';
import { findSpaceByName } from './space-lookup';

/**
 * What the knowledge routes share: storage and sync add theirs (documents, the sync queue), retrieval adds
 * the retriever. Built once per server in app.ts.
 */
export interface KnowledgeServices {
  findSpace(name: string): Promise<SpaceRef | undefined>;
  chunkIndex: ChunkIndex;
}

export interface KnowledgeServiceDeps {
  db: Database;
  models: ModelRegistry;
}

export function createKnowledgeServices({ db, models }: KnowledgeServiceDeps): KnowledgeServices {
  return {
    findSpace: (name) => findSpaceByName(db, name),
    chunkIndex: createChunkIndex(db, models),
  };
}
