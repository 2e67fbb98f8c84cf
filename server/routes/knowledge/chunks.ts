import type { FastifyPluginAsync } from 'fastify';
import type { Chunk } from '@/contract/knowledge';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { localized } from '../../i18n/localized-text';
import {
  chunkEditBodySchema,
  chunkListBodySchema,
  chunkQuestionsEditBodySchema,
  pageSizeOf,
} from '../../knowledge/document-requests';
import { assertSpaceAccess, resolveSpaceCaller } from '../../knowledge/space-access';
import { toSpaceRef } from '../../knowledge/space-refs';
import type { ChunkRecord } from '../../repositories/knowledge-chunks';
import type { RouteContext } from '../../context';
import { requireSpace } from '../../knowledge/space-document-lookup';
import { allow } from '../../http/route-access';

const chunkNotFound = (id: number) => ApiError.notFound(localized('knowledge.chunkNotFound', { id }));

function toWireChunk({ spaceId, ...chunk }: ChunkRecord): Chunk {
  void spaceId;
  return chunk;
}

/**
 * Chunks (contract 4.9, 4.16): list a space's chunks (by document, by a part of their text), edit their text
 * and questions. The index follows every edit.
 */
export const knowledgeChunkRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { knowledgeChunks, knowledgeSpaces } = context.repositories;

  app.post('/:space/chunk/list', allow.owner('knowledge-space'), async (request) => {
    const { record: space } = await requireSpace(context, request, 'use');
    const body = validate(chunkListBodySchema, request.body ?? {});
    const page = body.page ?? 1;
    const result = await knowledgeChunks.page(
      {
        spaceId: space.id,
        documentId: body.document_id ?? undefined,
        id: body.id ?? undefined,
        docName: body.doc_name ?? undefined,
        docType: body.doc_type ?? undefined,
        contentContains: body.content ?? undefined,
      },
      page,
      pageSizeOf(body.page_size),
    );
    return ok({ data: result.items.map(toWireChunk), summary: null, total: result.total, page });
  });

  app.post('/:space/chunk/edit', allow.owner('knowledge-space'), async (request) => {
    const { record: space, ref } = await requireSpace(context, request, 'change');
    const body = validate(chunkEditBodySchema, request.body ?? {});
    const chunk = await knowledgeChunks.get(body.chunk_id);
    if (!chunk || chunk.spaceId !== space.id) throw chunkNotFound(body.chunk_id);
    await context.knowledge.editChunk(ref, chunk.id, {
      content: body.content ?? undefined,
      questions: body.questions ?? undefined,
    });
    return ok(null);
  });

  app.post('/questions/chunk/edit', allow.owner('knowledge-space'), async (request) => {
    const body = validate(chunkQuestionsEditBodySchema, request.body ?? {});
    const chunk = await knowledgeChunks.get(body.chunk_id);
    const space = chunk ? await knowledgeSpaces.findById(chunk.spaceId) : null;
    if (!chunk || !space) throw chunkNotFound(body.chunk_id);
    const caller = await resolveSpaceCaller(request, context.repositories.users);
    assertSpaceAccess(space, caller, 'change', () => chunkNotFound(body.chunk_id));
    await context.knowledge.editChunk(await toSpaceRef(space, context.modelRegistry), chunk.id, {
      questions: body.questions,
    });
    return ok(null);
  });
};
