import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { ServerLanguage } from '../../i18n/language';
import { requestLanguage } from '../../i18n/request-language';
import { documentSyncBatchBodySchema, documentSyncBodySchema } from '../../knowledge/document-requests';
import { AUTOMATIC_CHUNKING, checkChunkStrategy, startDocumentSync } from '../../knowledge/sync-start';
import type { SyncRequest } from '../../knowledge/sync-queue';
import type { RouteContext } from '../../context';
import { requireSpace } from '../../knowledge/space-document-lookup';
import { allow } from '../../http/route-access';

/**
 * `document/sync` and `document/sync_batch` (contract 4.4, 4.5): the documents are marked RUNNING and
 * synced in the background (poll `document/list`). Unlike DB-GPT, a FINISHED or FAILED document may be
 * synced again: its chunks are replaced. A RUNNING one is refused, and then nothing of the call starts.
 */
export const knowledgeSyncRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  async function start(request: FastifyRequest, requests: SyncRequest[], language: ServerLanguage) {
    const { record: space } = await requireSpace(context, request, 'change');
    return startDocumentSync(context, space, requests, language);
  }

  app.post('/:space/document/sync', allow.owner('knowledge-space'), async (request) => {
    const body = validate(documentSyncBodySchema, request.body ?? {});
    const ids = [...new Set(body.doc_ids)];
    const requests = ids.map((documentId) => ({
      documentId,
      chunkParameters: { chunk_strategy: AUTOMATIC_CHUNKING },
      modelName: body.model_name,
    }));
    return ok(await start(request, requests, requestLanguage(request)));
  });

  app.post('/:space/document/sync_batch', allow.owner('knowledge-space'), async (request) => {
    const language = requestLanguage(request);
    const body = validate(documentSyncBatchBodySchema, request.body ?? []);
    body.forEach((entry, index) =>
      checkChunkStrategy(entry.chunk_parameters, `${index}.chunk_parameters.chunk_strategy`, language),
    );
    const seen = new Set<number>();
    const requests = body
      .filter((entry) => !seen.has(entry.doc_id) && Boolean(seen.add(entry.doc_id)))
      .map((entry) => ({
        documentId: entry.doc_id,
        chunkParameters: entry.chunk_parameters,
        modelName: entry.model_name,
      }));
    return ok({ tasks: await start(request, requests, language) });
  });
};
