import type { ServerLanguage } from '../i18n/language';
import { localized } from '../i18n/localized-text';
import { validate } from '../http/validate';
import type { SpaceRecord } from '../repositories/knowledge-spaces';
import type { RouteContext } from '../context';
import { badRequest } from './space-document-lookup';
import {
  embeddingModelOf,
  mergeArguments,
  savedArgumentsSchema,
  type FullSpaceArguments,
} from './space-arguments';
import { effectiveArguments } from './space-refs';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(localized('knowledge.argumentsNotJson'));
  }
}

/**
 * Saves a space's arguments (JSON text) over the current ones (`argument/save`, the v2 `PUT /spaces`'s
 * `context`). A new embedding model has the space's synced chunks indexed again, so their vectors come from it.
 */
export async function saveSpaceArguments(
  context: RouteContext,
  space: SpaceRecord,
  argumentText: string,
  language: ServerLanguage,
): Promise<FullSpaceArguments> {
  const saved = validate(savedArgumentsSchema, parseJson(argumentText));
  const current = await effectiveArguments(space.context, context.modelRegistry);
  const next = mergeArguments(current, saved);
  const model = embeddingModelOf(next);
  await context.repositories.knowledgeSpaces.saveArguments(space.id, JSON.stringify(next), model);
  if (model !== embeddingModelOf(current)) await context.knowledge.syncQueue.reindexSpace(space.id, language);
  return next;
}
