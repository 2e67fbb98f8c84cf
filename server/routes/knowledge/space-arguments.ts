import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { localized } from '../../i18n/localized-text';
import { requestLanguage } from '../../i18n/request-language';
import { embeddingModelOf, mergeArguments, savedArgumentsSchema } from '../../knowledge/space-arguments';
import { argumentSaveBodySchema } from '../../knowledge/space-requests';
import { effectiveArguments } from '../../knowledge/space-refs';
import type { RouteContext } from '../context';
import { badRequest, requireSpace } from './knowledge-route-helpers';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(localized('knowledge.argumentsNotJson'));
  }
}

/**
 * A space's arguments (contract 4.11, 4.12): retrieval, prompt and summary settings, defaults filled. A new
 * embedding model has the space's synced chunks indexed again, so that their vectors come from it.
 */
export const knowledgeArgumentRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  app.post('/:space/arguments', async (request) => {
    const { record } = await requireSpace(context, request.params);
    return ok(await effectiveArguments(record.context, context.modelRegistry));
  });

  app.post('/:space/argument/save', async (request) => {
    const { record } = await requireSpace(context, request.params);
    const body = validate(argumentSaveBodySchema, request.body ?? {});
    const saved = validate(savedArgumentsSchema, parseJson(body.argument));
    const current = await effectiveArguments(record.context, context.modelRegistry);
    const next = mergeArguments(current, saved);
    const model = embeddingModelOf(next);
    await context.repositories.knowledgeSpaces.saveArguments(record.id, JSON.stringify(next), model);
    if (model !== embeddingModelOf(current))
      await context.knowledge.syncQueue.reindexSpace(record.id, requestLanguage(request));
    return ok(next);
  });
};
