import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validate';
import { localized } from '../../i18n/localized-text';
import { assertSpaceAccess, resolveSpaceCaller, type SpaceNeed } from '../../knowledge/space-access';
import type { PromptCaller } from '../../access/prompt-access';
import type { StoredDocument } from '../../repositories/knowledge-documents';
import type { SpaceRecord } from '../../repositories/knowledge-spaces';
import type { RouteContext } from '../../context';

const MAX_ID = Number.MAX_SAFE_INTEGER;
const spaceParamsSchema = z.object({ space_id: z.coerce.number().int().min(1).max(MAX_ID) });
const documentParamsSchema = z.object({ document_id: z.coerce.number().int().min(1).max(MAX_ID) });

export const spaceIdNotFound = (id: number) =>
  ApiError.notFound(localized('serveV2.spaceIdNotFound', { id }));

/** What a v2 lookup checks: who asks and what they mean to do with the space. */
export interface SpaceAccessCheck {
  caller: PromptCaller;
  need: SpaceNeed;
}

export async function accessCheck(
  context: RouteContext,
  request: FastifyRequest,
  need: SpaceNeed,
): Promise<SpaceAccessCheck> {
  return { caller: await resolveSpaceCaller(request, context.repositories.users), need };
}

/** The space by id when the caller may do what they ask with it; a 404 (or a 403 for a change) otherwise. */
export async function findSpaceById(
  context: RouteContext,
  id: number,
  check: SpaceAccessCheck,
): Promise<SpaceRecord> {
  const space = await context.repositories.knowledgeSpaces.findById(id);
  if (!space) throw spaceIdNotFound(id);
  assertSpaceAccess(space, check.caller, check.need, () => spaceIdNotFound(id));
  return space;
}

/** The space a v2 path names by id (`/spaces/:space_id`), checked as `findSpaceById`. */
export async function requireSpaceById(
  context: RouteContext,
  request: FastifyRequest,
  need: SpaceNeed,
): Promise<SpaceRecord> {
  const { space_id: id } = validate(spaceParamsSchema, request.params);
  return findSpaceById(context, id, await accessCheck(context, request, need));
}

/** A document by id with its space, when the caller may do what they ask with the space; or a 404/403. */
export async function findDocumentById(
  context: RouteContext,
  id: number,
  check: SpaceAccessCheck,
): Promise<{ document: StoredDocument; space: SpaceRecord }> {
  const notFound = () => ApiError.notFound(localized('serveV2.documentIdNotFound', { id }));
  const document = await context.repositories.knowledgeDocuments.get(id);
  const space = document && (await context.repositories.knowledgeSpaces.findById(document.spaceId));
  if (!document || !space) throw notFound();
  assertSpaceAccess(space, check.caller, check.need, notFound);
  return { document, space };
}

/** The document a v2 path names by id (`/documents/:document_id`), with its space, checked as above. */
export async function requireDocumentById(context: RouteContext, request: FastifyRequest, need: SpaceNeed) {
  const { document_id: id } = validate(documentParamsSchema, request.params);
  return findDocumentById(context, id, await accessCheck(context, request, need));
}
