import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validate';
import { localized } from '../../i18n/localized-text';
import type { StoredDocument } from '../../repositories/knowledge-documents';
import type { SpaceRecord } from '../../repositories/knowledge-spaces';
import type { RouteContext } from '../context';

const MAX_ID = Number.MAX_SAFE_INTEGER;
const spaceParamsSchema = z.object({ space_id: z.coerce.number().int().min(1).max(MAX_ID) });
const documentParamsSchema = z.object({ document_id: z.coerce.number().int().min(1).max(MAX_ID) });

export const spaceIdNotFound = (id: number) =>
  ApiError.notFound(localized('serveV2.spaceIdNotFound', { id }));

/** The space a v2 path names by id (`/spaces/:space_id`), or a 404. */
export async function requireSpaceById(context: RouteContext, params: unknown): Promise<SpaceRecord> {
  const { space_id: id } = validate(spaceParamsSchema, params);
  const space = await context.repositories.knowledgeSpaces.findById(id);
  if (!space) throw spaceIdNotFound(id);
  return space;
}

/** A document by id with its space, or a 404. */
export async function findDocumentById(
  context: RouteContext,
  id: number,
): Promise<{ document: StoredDocument; space: SpaceRecord }> {
  const document = await context.repositories.knowledgeDocuments.get(id);
  const space = document && (await context.repositories.knowledgeSpaces.findById(document.spaceId));
  if (!document || !space) throw ApiError.notFound(localized('serveV2.documentIdNotFound', { id }));
  return { document, space };
}

/** The document a v2 path names by id (`/documents/:document_id`), with its space, or a 404. */
export async function requireDocumentById(context: RouteContext, params: unknown) {
  const { document_id: id } = validate(documentParamsSchema, params);
  return findDocumentById(context, id);
}
