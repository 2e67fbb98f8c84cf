import type { FastifyBaseLogger } from 'fastify';
import { chunkParametersSchema, type ChunkParameters } from '@/contract/knowledge';
import { localized, type LocalizedText } from '../i18n/localized-text';
import { SERVER_LANGUAGES, DEFAULT_LANGUAGE, type ServerLanguage } from '../i18n/language';
import type { ModelRegistry } from '../models/model-registry';
import { ModelProviderError } from '../models/provider-error';
import type { KnowledgeChunkRepository } from '../repositories/knowledge-chunks';
import type { KnowledgeDocumentRepository, StoredDocument } from '../repositories/knowledge-documents';
import type { KnowledgeSpaceRepository } from '../repositories/knowledge-spaces';
import type { JobRepository } from '../repositories/jobs';
import { startJobWorker, type JobTiming, type JobWorker } from '../jobs/job-worker';
import { chunkDocument, resolveChunkParameters } from './chunking';
import { readDocument, type DocumentSources } from './document-reader';
import { DocumentProblem, type ChunkIndex, type IndexableChunk, type SpaceRef } from './pipeline';
import { toSpaceRef } from './space-refs';

/** One document to sync and how (sync_batch's entries; sync has no chunk parameters). */
export interface SyncRequest {
  documentId: number;
  chunkParameters?: ChunkParameters;
  modelName?: string | null;
}

/**
 * Syncs documents in the background, one at a time per instance: read, cut into chunks, store them
 * (replacing the old ones), index them. Each sync is a job in the database-held queue, so any instance may
 * take it, and a killed instance's sync is taken over by another once its lease runs out.
 */
export interface SyncQueue {
  /** Marks the documents RUNNING and queues them; answers false (nothing marked) if one already runs. */
  submit(requests: readonly SyncRequest[], language: ServerLanguage): Promise<boolean>;
  /**
   * Indexes the space's FINISHED documents' chunks again as they are (after its embedding model changed),
   * showing them RUNNING meanwhile.
   */
  reindexSpace(spaceId: number, language: ServerLanguage): Promise<void>;
  /** Starts taking jobs; queues the documents left RUNNING without one. */
  start(): Promise<void>;
  /** Lets the document being synced finish its current step and stops; its job goes back to the queue. */
  stop(): Promise<void>;
}

export interface SyncQueueDeps extends DocumentSources {
  spaces: KnowledgeSpaceRepository;
  documents: KnowledgeDocumentRepository;
  chunks: KnowledgeChunkRepository;
  chunkIndex: ChunkIndex;
  models: ModelRegistry;
  jobs: JobRepository;
  timing: JobTiming;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** Progress is written at most this often while chunks are indexed. */
const PROGRESS_INTERVAL_MS = 250;

/** The instance stopped (or lost the job) between two steps; whoever holds the job next syncs it again. */
class Stopped extends Error {}

function languageOf(document: StoredDocument): ServerLanguage {
  return SERVER_LANGUAGES.find((language) => language === document.syncLanguage) ?? DEFAULT_LANGUAGE;
}

function storedParameters(document: StoredDocument): ChunkParameters | undefined {
  if (!document.chunkParameters) return undefined;
  try {
    const parsed = chunkParametersSchema.safeParse(JSON.parse(document.chunkParameters));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function chunkCountText(count: number): LocalizedText {
  return count === 1 ? localized('knowledge.syncedOneChunk') : localized('knowledge.syncedChunks', { count });
}

type SyncKind = 'sync' | 'reindex';

/** The jobs table's kind for document syncs; a job's subject is the document's id. */
export const SYNC_JOB_KIND = 'knowledge-sync';

const kindOf = (payload: unknown): SyncKind =>
  typeof payload === 'object' && payload !== null && 'kind' in payload && payload.kind === 'reindex'
    ? 'reindex'
    : 'sync';

export function createSyncQueue(deps: SyncQueueDeps): SyncQueue {
  let worker: JobWorker | null = null;

  /** Indexes the chunks, writing progress as it goes; undoes them if the document was deleted meanwhile. */
  async function indexChunks(documentId: number, space: SpaceRef, chunks: readonly IndexableChunk[]) {
    await deps.documents.setProgress(documentId, 0, chunks.length);
    let written = Date.now();
    let progress = Promise.resolve();
    await deps.chunkIndex.index(space, chunks, (done) => {
      if (Date.now() - written < PROGRESS_INTERVAL_MS) return;
      written = Date.now();
      progress = progress.then(() => deps.documents.setProgress(documentId, done, chunks.length));
    });
    await progress;
    if (!(await deps.documents.get(documentId))) {
      await deps.chunks.deleteForDocument(documentId);
      await deps.chunkIndex.remove(
        space,
        chunks.map((chunk) => chunk.id),
      );
      throw new Stopped();
    }
    await deps.documents.setProgress(documentId, chunks.length, chunks.length);
    return chunkCountText(chunks.length);
  }

  async function sync(
    document: StoredDocument,
    space: SpaceRef,
    signal: AbortSignal,
  ): Promise<LocalizedText> {
    const checkpoint = () => {
      if (signal.aborted) throw new Stopped();
    };
    const parsed = await readDocument(document, deps);
    checkpoint();
    const embedding = space.arguments.embedding;
    const parameters = resolveChunkParameters(storedParameters(document), parsed, {
      chunkSize: Number(embedding?.chunk_size ?? 512),
      chunkOverlap: Number(embedding?.chunk_overlap ?? 50),
    });
    const drafts = chunkDocument(parsed, parameters);
    if (drafts.length === 0) throw new DocumentProblem(localized('knowledge.syncNoText'));
    checkpoint();
    const { chunks, removedIds } = await deps.chunks.replaceForDocument(space.id, document.id, drafts);
    if (removedIds.length > 0) await deps.chunkIndex.remove(space, removedIds);
    return indexChunks(document.id, space, chunks);
  }

  async function reindex(document: StoredDocument, space: SpaceRef): Promise<LocalizedText> {
    return indexChunks(document.id, space, await deps.chunks.listForIndex(document.id));
  }

  function failureText(error: unknown, document: StoredDocument): LocalizedText {
    if (error instanceof DocumentProblem || error instanceof ModelProviderError)
      return localized('knowledge.syncProblem', { name: document.docName, reason: error.text });
    deps.log.error({ err: error, documentId: document.id }, 'knowledge sync failed unexpectedly');
    return localized('knowledge.syncUnexpected', { name: document.docName });
  }

  async function process(documentId: number, kind: SyncKind, signal: AbortSignal): Promise<void> {
    const document = await deps.documents.get(documentId);
    if (!document || document.status !== 'RUNNING') return;
    const space = await deps.spaces.findById(document.spaceId);
    if (!space) return;
    const language = languageOf(document);
    try {
      const ref = await toSpaceRef(space, deps.models);
      const summary = kind === 'sync' ? await sync(document, ref, signal) : await reindex(document, ref);
      await deps.documents.finish(document.id, 'FINISHED', summary.in(language));
    } catch (error) {
      if (error instanceof Stopped) return;
      await deps.documents.finish(document.id, 'FAILED', failureText(error, document).in(language));
    }
    await deps.spaces.touch(space.id);
  }

  async function enqueue(ids: readonly number[], kind: SyncKind): Promise<void> {
    for (const documentId of ids) await deps.jobs.enqueueOnce(SYNC_JOB_KIND, String(documentId), { kind });
    worker?.wake();
  }

  /** Documents left RUNNING with no job (a crash between marking and queueing, or an older version). */
  async function adoptOrphans(): Promise<void> {
    const queued = new Set(await deps.jobs.liveSubjects(SYNC_JOB_KIND));
    const orphans = (await deps.documents.idsWithStatus('RUNNING')).filter((id) => !queued.has(String(id)));
    // What a restart interrupted is synced again from its source: its chunks are rebuilt.
    await enqueue(orphans, 'sync');
  }

  return {
    async submit(requests, language) {
      const marked: number[] = [];
      for (const request of requests) {
        const done = await deps.documents.markRunning(request.documentId, {
          chunkParameters: request.chunkParameters ? JSON.stringify(request.chunkParameters) : null,
          modelName: request.modelName ?? null,
          language,
        });
        if (!done) break;
        marked.push(request.documentId);
      }
      await enqueue(marked, 'sync');
      return marked.length === requests.length;
    },

    async reindexSpace(spaceId, language) {
      const marked: number[] = [];
      for (const documentId of await deps.documents.idsWithStatus('FINISHED', spaceId))
        if (await deps.documents.markReindexing(documentId, language)) marked.push(documentId);
      await enqueue(marked, 'reindex');
    },

    async start() {
      await deps.jobs.releaseAtStart(SYNC_JOB_KIND);
      await adoptOrphans();
      worker = startJobWorker({
        ...deps.timing,
        jobs: deps.jobs,
        kind: SYNC_JOB_KIND,
        // One document at a time per instance: reading and embedding already use the machine.
        concurrency: 1,
        run: async (job, signal) => {
          if (job.subject === null) return;
          try {
            await process(Number(job.subject), kindOf(job.payload), signal);
          } catch (error) {
            // Storage itself failed: the document stays RUNNING and is queued again at the next start.
            deps.log.error(
              { err: error, documentId: job.subject },
              'knowledge sync could not record its outcome',
            );
            throw error;
          }
        },
      });
    },

    async stop() {
      await worker?.stop();
      worker = null;
    },
  };
}
