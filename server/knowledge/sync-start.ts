import type { ChunkParameters } from '@/contract/knowledge';
import { ApiError } from '../http/api-error';
import { fieldProblem } from '../http/field-problems';
import type { ServerLanguage } from '../i18n/language';
import { listOf, localized } from '../i18n/localized-text';
import type { StoredDocument } from '../repositories/knowledge-documents';
import type { SpaceRecord } from '../repositories/knowledge-spaces';
import type { RouteContext } from '../context';
import { badRequest, requireDocument } from './space-document-lookup';
import { chunkStrategies } from './chunking';
import type { SyncRequest } from './sync-queue';

export const AUTOMATIC_CHUNKING = 'Automatic';

function alreadyRunning(document: StoredDocument): ApiError {
  return new ApiError(409, '409', localized('knowledge.syncRunning', { name: document.docName }));
}

/** A chunk strategy the chunker knows (or `Automatic`), else a 400 naming `field`. */
export function checkChunkStrategy(
  parameters: ChunkParameters,
  field: string,
  language: ServerLanguage,
): void {
  const known = chunkStrategies(language).map((strategy) => strategy.strategy);
  // Until the strategies are known (none listed), any name goes to the chunker as is.
  if (
    known.length === 0 ||
    known.includes(parameters.chunk_strategy) ||
    parameters.chunk_strategy === AUTOMATIC_CHUNKING
  )
    return;
  throw badRequest(
    fieldProblem(
      field,
      localized('knowledge.chunkStrategyUnknown', { strategies: listOf([...known, AUTOMATIC_CHUNKING]) }),
    ),
  );
}

/**
 * Marks the space's documents RUNNING and syncs them in the background (`document/sync`, `sync_batch`,
 * the v2 `documents/sync`). A document already RUNNING is a 409, and then nothing of the call starts.
 * Answers the ids started.
 */
export async function startDocumentSync(
  context: RouteContext,
  space: SpaceRecord,
  requests: SyncRequest[],
  language: ServerLanguage,
): Promise<number[]> {
  const { knowledgeDocuments } = context.repositories;
  for (const request of requests) {
    const document = await requireDocument(knowledgeDocuments, space, request.documentId);
    if (document.status === 'RUNNING') throw alreadyRunning(document);
  }
  if (!(await context.knowledge.syncQueue.submit(requests, language))) {
    // Another call started one of them in the meantime.
    const running = await Promise.all(requests.map((request) => knowledgeDocuments.get(request.documentId)));
    const document = running.find((found) => found?.status === 'RUNNING');
    if (document) throw alreadyRunning(document);
  }
  return requests.map((request) => request.documentId);
}
