import type { FastifyBaseLogger } from 'fastify';
import type { KnowledgeConfig } from '../config';
import type { FileStore } from '../files/file-store';
import type { ModelRegistry } from '../models/model-registry';
import { createFileRepository } from '../repositories/files';
import { createKnowledgeChunkRepository } from '../repositories/knowledge-chunks';
import { createKnowledgeDocumentRepository } from '../repositories/knowledge-documents';
import { createKnowledgeSpaceRepository } from '../repositories/knowledge-spaces';
import type { Database } from '../storage/db';
import type { ChunkIndex, SpaceRef, WebPageOptions } from './pipeline';
import { createChunkEditor, type ChunkEditor } from './chunk-editor';
import { createChunkIndex } from './retrieval/chunk-index';
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
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

export function createKnowledgeServices({
  db,
  models,
  fileStore,
  config,
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
  };
}
