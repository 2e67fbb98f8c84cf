import type { ModelRegistry } from '../models/model-registry';
import type { SpaceRecord } from '../repositories/knowledge-spaces';
import type { SpaceRef } from './pipeline';
import { defaultSpaceArguments, mergeArguments, type FullSpaceArguments } from './space-arguments';
import { parseSpaceArguments } from './space-lookup';

/** The space's arguments, defaults filled; the default embedding model is the first one configured. */
export async function effectiveArguments(
  context: string | null | undefined,
  models: ModelRegistry,
): Promise<FullSpaceArguments> {
  const defaultModel = (await models.getEmbeddingModel())?.name ?? null;
  return mergeArguments(defaultSpaceArguments(defaultModel), parseSpaceArguments(context));
}

/** What the index and retrieval know of a space: its id, name, storage type and full arguments. */
export async function toSpaceRef(space: SpaceRecord, models: ModelRegistry): Promise<SpaceRef> {
  return {
    id: space.id,
    name: space.name,
    vectorType: space.vector_type,
    arguments: await effectiveArguments(space.context, models),
  };
}
