import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { servePageQuerySchema } from '@/contract/serve-v2';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { fieldProblem } from '../../http/field-problems';
import { validate } from '../../http/validate';
import type { ServerLanguage } from '../../i18n/language';
import { localized } from '../../i18n/localized-text';
import { requestLanguage } from '../../i18n/request-language';
import { addTextDocument } from '../../knowledge/document-creation';
import {
  documentV2CreateBodySchema,
  documentV2SyncBodySchema,
  documentV2SyncEntrySchema,
} from '../../knowledge/document-requests';
import { removeDocument } from '../../knowledge/knowledge-removal';
import { resolveSpaceCaller } from '../../knowledge/space-access';
import { pageOf, toDocumentV2 } from '../../knowledge/serve-v2-views';
import { toSpaceRef } from '../../knowledge/space-refs';
import type { SyncRequest } from '../../knowledge/sync-queue';
import { AUTOMATIC_CHUNKING, checkChunkStrategy, startDocumentSync } from '../../knowledge/sync-start';
import type { SpaceRecord } from '../../repositories/knowledge-spaces';
import type { RouteContext } from '../../context';
import {
  accessCheck,
  findDocumentById,
  findSpaceById,
  requireDocumentById,
  type SpaceAccessCheck,
} from './lookups';
import { SERVE_V2_PAGE_SIZE } from './spaces';
import { allow } from '../../http/route-access';

type DocumentV2SyncEntry = z.output<typeof documentV2SyncEntrySchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `/api/v2/serve/knowledge/documents` (DB-GPT's RAG serve module): add a text or web page, list, get,
 * delete, and sync a list of documents, on the web routes' services.
 */
export const knowledgeV2DocumentRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { knowledgeDocuments, knowledgeSpaces } = context.repositories;

  app.post('/documents', allow.owner('knowledge-space'), async (request) => {
    // DB-GPT reads form fields; its SDK puts them in the query string. A JSON body also does.
    const fields = {
      ...(isRecord(request.query) ? request.query : {}),
      ...(isRecord(request.body) ? request.body : {}),
    };
    const body = validate(documentV2CreateBodySchema, fields);
    const check = await accessCheck(context, request, 'change');
    const space = await findSpaceById(context, body.space_id, check);
    const id = await addTextDocument(context, space, body);
    return ok(
      toDocumentV2(await findDocumentById(context, id, check).then((found) => found.document), space),
    );
  });

  app.get('/documents', allow.signedIn, async (request) => {
    const query = validate(servePageQuerySchema, request.query ?? {});
    const documents = [];
    const viewer = await resolveSpaceCaller(request, context.repositories.users);
    for (const space of await knowledgeSpaces.list({ viewer }))
      for (const document of await knowledgeDocuments.listBySpace(space.id))
        documents.push(toDocumentV2(document, space));
    documents.sort((a, b) => a.id - b.id);
    return ok(pageOf(documents, query.page ?? 1, query.page_size ?? SERVE_V2_PAGE_SIZE));
  });

  app.get('/documents/:document_id', allow.owner('knowledge-space'), async (request) => {
    const { document, space } = await requireDocumentById(context, request, 'use');
    return ok(toDocumentV2(document, space));
  });

  app.delete('/documents/:document_id', allow.owner('knowledge-space'), async (request) => {
    const { document, space } = await requireDocumentById(context, request, 'change');
    const ref = await toSpaceRef(space, context.modelRegistry);
    await removeDocument({ ...context, chunkIndex: context.knowledge.chunkIndex }, ref, document);
    return ok(toDocumentV2(document, space));
  });

  /** Starts the syncs, grouped by space; answers the ids of the documents now syncing. */
  async function sync(
    entries: readonly DocumentV2SyncEntry[],
    check: SpaceAccessCheck,
    language: ServerLanguage,
  ): Promise<number[]> {
    const bySpace = new Map<number, { space: SpaceRecord; requests: SyncRequest[] }>();
    for (const [index, entry] of entries.entries()) {
      const chunkParameters = entry.chunk_parameters ?? { chunk_strategy: AUTOMATIC_CHUNKING };
      checkChunkStrategy(chunkParameters, `${index}.chunk_parameters.chunk_strategy`, language);
      const { document, space } = await findDocumentById(context, entry.doc_id, check);
      if (entry.space_id != null && entry.space_id !== space.id)
        throw new ApiError(
          400,
          '400',
          fieldProblem(
            `${index}.space_id`,
            localized('serveV2.syncSpaceMismatch', { doc: document.id, space: entry.space_id }),
          ),
        );
      const group = bySpace.get(space.id) ?? { space, requests: [] };
      if (!group.requests.some((known) => known.documentId === document.id))
        group.requests.push({ documentId: document.id, chunkParameters, modelName: entry.model_name });
      bySpace.set(space.id, group);
    }
    const started: number[] = [];
    for (const { space, requests } of bySpace.values())
      started.push(...(await startDocumentSync(context, space, requests, language)));
    return started;
  }

  // Progress shows in GET /documents/{id} (`status`).
  app.post('/documents/sync', allow.owner('knowledge-space'), async (request) => {
    const body = validate(documentV2SyncBodySchema, request.body ?? []);
    const check = await accessCheck(context, request, 'change');
    return ok(await sync(body, check, requestLanguage(request)));
  });

  app.post('/documents/:document_id/sync', allow.owner('knowledge-space'), async (request) => {
    const check = await accessCheck(context, request, 'change');
    const { document } = await requireDocumentById(context, request, 'change');
    const fields = isRecord(request.body) ? request.body : {};
    const entry = validate(documentV2SyncEntrySchema, { ...fields, doc_id: document.id });
    return ok(await sync([entry], check, requestLanguage(request)));
  });
};
