import type { FastifyPluginAsync } from 'fastify';
import type { ChunkParameters } from '@/contract/knowledge';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { fieldProblem } from '../../http/field-problems';
import { validate } from '../../http/validate';
import { listOf, localized } from '../../i18n/localized-text';
import { requestLanguage } from '../../i18n/request-language';
import { chunkStrategies } from '../../knowledge/chunking';
import { documentSyncBatchBodySchema, documentSyncBodySchema } from '../../knowledge/document-requests';
import type { SyncRequest } from '../../knowledge/sync-queue';
import type { StoredDocument } from '../../repositories/knowledge-documents';
import type { RouteContext } from '../context';
import { badRequest, requireDocument, requireSpace } from './knowledge-route-helpers';

const AUTOMATIC = 'Automatic';

function alreadyRunning(document: StoredDocument): ApiError {
  return new ApiError(409, '409', localized('knowledge.syncRunning', { name: document.docName }));
}

/**
 * `document/sync` and `document/sync_batch` (contract 4.4, 4.5): the documents are marked RUNNING and
 * synced in the background (poll `document/list`). Unlike DB-GPT, a FINISHED or FAILED document may be
 * synced again: its chunks are replaced. A RUNNING one is refused, and then nothing of the call starts.
 */
export const knowledgeSyncRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { knowledgeDocuments } = context.repositories;

  async function start(params: unknown, requests: SyncRequest[], language: 'en' | 'zh'): Promise<number[]> {
    const { record: space } = await requireSpace(context, params);
    for (const request of requests) {
      const document = await requireDocument(knowledgeDocuments, space, request.documentId);
      if (document.status === 'RUNNING') throw alreadyRunning(document);
    }
    if (!(await context.knowledge.syncQueue.submit(requests, language))) {
      // Another call started one of them in the meantime.
      const running = await Promise.all(
        requests.map((request) => knowledgeDocuments.get(request.documentId)),
      );
      const document = running.find((found) => found?.status === 'RUNNING');
      if (document) throw alreadyRunning(document);
    }
    return requests.map((request) => request.documentId);
  }

  function checkStrategy(parameters: ChunkParameters, index: number, language: 'en' | 'zh'): void {
    const known = chunkStrategies(language).map((strategy) => strategy.strategy);
    // Until the strategies are known (none listed), any name goes to the chunker as is.
    if (
      known.length === 0 ||
      known.includes(parameters.chunk_strategy) ||
      parameters.chunk_strategy === AUTOMATIC
    )
      return;
    throw badRequest(
      fieldProblem(
        `${index}.chunk_parameters.chunk_strategy`,
        localized('knowledge.chunkStrategyUnknown', { strategies: listOf([...known, AUTOMATIC]) }),
      ),
    );
  }

  app.post('/:space/document/sync', async (request) => {
    const body = validate(documentSyncBodySchema, request.body ?? {});
    const ids = [...new Set(body.doc_ids)];
    const requests = ids.map((documentId) => ({
      documentId,
      chunkParameters: { chunk_strategy: AUTOMATIC },
      modelName: body.model_name,
    }));
    return ok(await start(request.params, requests, requestLanguage(request)));
  });

  app.post('/:space/document/sync_batch', async (request) => {
    const language = requestLanguage(request);
    const body = validate(documentSyncBatchBodySchema, request.body ?? []);
    body.forEach((entry, index) => checkStrategy(entry.chunk_parameters, index, language));
    const seen = new Set<number>();
    const requests = body
      .filter((entry) => !seen.has(entry.doc_id) && Boolean(seen.add(entry.doc_id)))
      .map((entry) => ({
        documentId: entry.doc_id,
        chunkParameters: entry.chunk_parameters,
        modelName: entry.model_name,
      }));
    return ok({ tasks: await start(request.params, requests, language) });
  });
};
