import type { GraphVis } from '@/contract/knowledge';
import type { FastifyBaseLogger } from 'fastify';
import type { KnowledgeConfig } from './knowledge-config';
import type { FileStore } from '../files/file-store';
import type { ServerLanguage } from '../i18n/language';
import type { ModelRegistry } from '../models/model-registry';
import { createFileRepository } from '../repositories/files';
import { createJobRepository } from '../repositories/jobs';
import type { JobTiming } from '../jobs/job-worker';
import { createKnowledgeChunkRepository } from '../repositories/knowledge-chunks';
import { createKnowledgeDocumentRepository } from '../repositories/knowledge-documents';
import { createKnowledgeSpaceRepository } from '../repositories/knowledge-spaces';
import type { Database } from '../storage/db';
import type { ChunkIndex, SpaceRef, WebPageOptions } from './pipeline';
import { createChunkEditor, type ChunkEditor } from './chunk-editor';
import { createChunkIndex } from './retrieval/chunk-index';
import { spaceGraph } from './retrieval/graph-view';
import { recommendQuestions } from './retrieval/recommend-questions';
import { createKnowledgeRetriever, type KnowledgeRetriever } from './retrieval/retriever';
import { listSpaceNames } from './retrieval/space-names';
import { DEFAULT_VECTOR_CACHE_LIMITS } from './retrieval/vector-cache';
import { toSpaceRef } from './space-refs';
import { createSyncQueue, type SyncQueue } from './sync-queue';

/**
 * What the knowledge routes share: storage and sync add theirs (documents, the sync queue), retrieval adds
 * the retriever. Built once per server in app.ts.
 */
export interface KnowledgeServices {
  /** The space named so, its arguments with defaults filled (the default embedding model included). */
  findSpace(name: string): Promise<SpaceRef | undefined>;
  chunkIndex: ChunkIndex;
  /** Recall: BM25, vectors and their fusion over one space's chunks. */
  retriever: KnowledgeRetriever;
  /** The graph view (contract 4.10): extracted entities, or keyword co-occurrence. */
  graphView(space: SpaceRef, limit: number): Promise<GraphVis>;
  /** Questions to try on a space (contract 4.14), in the caller's language. */
  recommendQuestions(space: SpaceRef, language: ServerLanguage): Promise<string[]>;
  /** The name and id of every space the viewer may use, for the picker of `chat_knowledge` (contract 6.6). */
  listSpaceNames(viewer: { userId: string; isAdmin: boolean }): Promise<{ id: number; name: string }[]>;
  /** Edits a chunk's text or questions; the index follows. */
  editChunk: ChunkEditor;
  /** Background sync of documents; started and stopped by app.ts. */
  syncQueue: SyncQueue;
  /** Limits for fetching URL documents (`KNOWLEDGE_ALLOW_PRIVATE_URLS`, `KNOWLEDGE_URL_TIMEOUT_SECONDS`). */
  webPageOptions: WebPageOptions;
}

export interface KnowledgeServiceDeps {
  db: Database;
  models: ModelRegistry;
  fileStore: FileStore;
  config: KnowledgeConfig;
  jobTiming: JobTiming;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

export function createKnowledgeServices({
  db,
  models,
  fileStore,
  config,
  jobTiming,
  log,
}: KnowledgeServiceDeps): KnowledgeServices {
  const spaces = createKnowledgeSpaceRepository(db);
  const chunkIndex = createChunkIndex(db, models);
  const chunks = createKnowledgeChunkRepository(db);
  const syncQueue = createSyncQueue({
    spaces,
    documents: createKnowledgeDocumentRepository(db),
    chunks,
    files: createFileRepository(db),
    fileStore,
    chunkIndex,
    models,
    jobs: createJobRepository(db),
    timing: jobTiming,
    log,
  });
  return {
    async findSpace(name) {
      const space = await spaces.findByName(name);
      return space ? toSpaceRef(space, models) : undefined;
    },
    chunkIndex,
    editChunk: createChunkEditor(chunks, chunkIndex),
    syncQueue,
    webPageOptions: {
      allowPrivateAddresses: config.allowPrivateUrls,
      timeoutMs: config.urlTimeoutMs,
      maxBytes: config.urlMaxBytes,
    },
    retriever: createKnowledgeRetriever(db, models, {
      ...DEFAULT_VECTOR_CACHE_LIMITS,
      cacheBytes: config.vectorCacheBytes,
    }),
    graphView: (space, limit) => spaceGraph(db, space, limit),
    recommendQuestions: (space, language) => recommendQuestions(db, space, language),
    listSpaceNames: (viewer) => listSpaceNames(db, viewer),
  };
}
