import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { requestLanguage } from '../../i18n/request-language';
import { saveSpaceArguments } from '../../knowledge/space-arguments-save';
import { argumentSaveBodySchema } from '../../knowledge/space-requests';
import { effectiveArguments } from '../../knowledge/space-refs';
import type { RouteContext } from '../../context';
import { requireSpace } from '../../knowledge/space-document-lookup';
import { allow } from '../../http/route-access';

/**
 * A space's arguments (contract 4.11, 4.12): retrieval, prompt and summary settings, defaults filled. A new
 * embedding model has the space's synced chunks indexed again, so that their vectors come from it.
 */
export const knowledgeArgumentRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  app.post('/:space/arguments', allow.owner('knowledge-space'), async (request) => {
    const { record } = await requireSpace(context, request, 'use');
    return ok(await effectiveArguments(record.context, context.modelRegistry));
  });

  app.post('/:space/argument/save', allow.owner('knowledge-space'), async (request) => {
    const { record } = await requireSpace(context, request, 'change');
    const body = validate(argumentSaveBodySchema, request.body ?? {});
    return ok(await saveSpaceArguments(context, record, body.argument, requestLanguage(request)));
  });
};
