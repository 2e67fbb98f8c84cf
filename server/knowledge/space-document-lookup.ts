import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SERVER_ERROR_CODES } from '@/contract/common';
import type { KnowledgeDocument } from '@/contract/knowledge';
import { ApiError } from '../http/api-error';
import { validate } from '../http/validate';
import { localized, type LocalizedText } from '../i18n/localized-text';
import type { SpaceRef } from './pipeline';
import { toSpaceRef } from './space-refs';
import { assertSpaceAccess, resolveSpaceCaller, spaceNotFound, type SpaceNeed } from './space-access';
import type { KnowledgeDocumentRepository, StoredDocument } from '../repositories/knowledge-documents';
import type { SpaceRecord } from '../repositories/knowledge-spaces';
import { toServeTimestamp } from '../repositories/timestamp';
import type { RouteContext } from '../context';

export const badRequest = (text: LocalizedText) => new ApiError(400, SERVER_ERROR_CODES.validation, text);

const spaceParamsSchema = z.object({ space: z.string() });

export interface FoundSpace {
  record: SpaceRecord;
  ref: SpaceRef;
}

/**
 * The space a path names (`/:space/...`, or `params` when given), when the caller may do `need` with it;
 * a 404 when there is none or the caller may not see it, a 403 for a change by one who may only use it.
 */
export async function requireSpace(
  context: RouteContext,
  request: FastifyRequest,
  need: SpaceNeed,
  params: unknown = request.params,
): Promise<FoundSpace> {
  const { space: name } = validate(spaceParamsSchema, params);
  const record = await context.repositories.knowledgeSpaces.findByName(name);
  if (!record) throw spaceNotFound(name);
  assertSpaceAccess(record, await resolveSpaceCaller(request, context.repositories.users), need);
  return { record, ref: await toSpaceRef(record, context.modelRegistry) };
}

/** A document of the space by id, or a 404. */
export async function requireDocument(
  documents: KnowledgeDocumentRepository,
  space: SpaceRecord,
  id: number,
): Promise<StoredDocument> {
  const document = await documents.get(id);
  if (!document || document.spaceId !== space.id)
    throw ApiError.notFound(localized('knowledge.documentNotFound', { id, space: space.name }));
  return document;
}

/** A document in the wire shape of contract 4.0, with our `sync_progress` while it runs. */
export function toWireDocument(document: StoredDocument, spaceName: string): KnowledgeDocument {
  const running = document.status === 'RUNNING';
  return {
    id: document.id,
    doc_name: document.docName,
    doc_type: document.docType,
    content: document.content,
    vector_ids: document.vectorIds,
    space: spaceName,
    space_id: null,
    status: document.status,
    last_sync: document.lastSync ? toServeTimestamp(document.lastSync) : null,
    result: document.result ?? '',
    summary: document.summary,
    gmt_created: toServeTimestamp(document.createdAt),
    gmt_modified: toServeTimestamp(document.updatedAt),
    chunk_size: document.chunkCount,
    questions: document.questions,
    sync_progress: running ? { done: document.chunksDone ?? 0, total: document.chunksTotal ?? 0 } : null,
  };
}
