import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import type { z } from 'zod';
import type { KnowledgeSpaceRepository, NewSpace } from '../repositories/knowledge-spaces';
import type { spaceAddBodySchema } from './space-requests';

export const spaceNameTaken = (name: string) =>
  new ApiError(409, '409', localized('knowledge.spaceNameTaken', { name }));

/** A new knowledge space (`space/add` and the v2 serve API); a name already used is a 409. Answers its id. */
export async function createSpace(spaces: KnowledgeSpaceRepository, space: NewSpace): Promise<number> {
  if (await spaces.findByName(space.name)) throw spaceNameTaken(space.name);
  try {
    return await spaces.create(space);
  } catch (error) {
    // Two adds of the same name at once: the second meets the unique index.
    if (await spaces.findByName(space.name)) throw spaceNameTaken(space.name);
    throw error;
  }
}

/**
 * The space a `space/add` body asks for (also the v2 serve API's). Its owner is the caller whatever the body
 * says (DB-GPT's client sends `owner`); it is private unless the body shares it.
 */
export function newSpaceFromBody(body: z.infer<typeof spaceAddBodySchema>, userId: string): NewSpace {
  return {
    name: body.name,
    vectorType: body.vector_type ?? 'VectorStore',
    domainType: body.domain_type ?? 'Normal',
    description: body.desc ?? '',
    owner: userId,
    indexMethods: body.index_methods ?? null,
    visibility: body.visibility ?? 'private',
  };
}
