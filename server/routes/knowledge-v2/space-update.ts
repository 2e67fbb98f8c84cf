import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { localized } from '../../i18n/localized-text';
import { requestLanguage } from '../../i18n/request-language';
import { assertSpaceAccess, resolveSpaceCaller } from '../../knowledge/space-access';
import { saveSpaceArguments } from '../../knowledge/space-arguments-save';
import { spaceV2UpdateBodySchema } from '../../knowledge/space-requests';
import { toSpaceV2 } from '../../knowledge/serve-v2-views';
import type { RouteContext } from '../../context';
import { badRequest } from '../../knowledge/space-document-lookup';
import { spaceIdNotFound } from './lookups';
import { withStorageType } from './storage-type';
import { allow } from '../../http/route-access';

/**
 * `PUT /api/v2/serve/knowledge/spaces` (DB-GPT's `update_space`): the space named by `id` or `name` takes the
 * description, visibility and arguments (`context`, as `argument/save`) given; its name, storage type and
 * owner stay. Only its owner or an administrator may.
 */
export const knowledgeV2SpaceUpdateRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { knowledgeSpaces } = context.repositories;

  app.put('/spaces', allow.owner('knowledge-space'), async (request) => {
    const body = validate(spaceV2UpdateBodySchema, withStorageType(request.body ?? {}));
    const name = body.name || undefined;
    if (!body.id && !name) throw badRequest(localized('serveV2.spaceToUpdate'));
    const space = body.id
      ? await knowledgeSpaces.findById(body.id)
      : await knowledgeSpaces.findByName(name ?? '');
    const notFound = () =>
      body.id
        ? spaceIdNotFound(body.id)
        : ApiError.notFound(localized('knowledge.spaceNotFound', { name: name ?? '' }));
    if (!space) throw notFound();
    const caller = await resolveSpaceCaller(request, context.repositories.users);
    assertSpaceAccess(space, caller, 'change', notFound);
    const renamed = name !== undefined && name !== space.name;
    if (renamed || (body.vector_type && body.vector_type !== space.vector_type))
      throw badRequest(localized('serveV2.spaceFixed', { name: space.name, type: space.vector_type }));
    // The owner stays whoever created the space: DB-GPT's SDK sends `owner`, the server decides.
    if (body.desc != null || body.visibility != null)
      await knowledgeSpaces.describe(
        space.id,
        body.desc ?? space.desc ?? '',
        body.visibility ?? space.visibility,
      );
    if (body.context?.trim())
      await saveSpaceArguments(context, space, body.context, requestLanguage(request));
    const updated = await knowledgeSpaces.findById(space.id);
    if (!updated) throw spaceIdNotFound(space.id);
    return ok(toSpaceV2(updated));
  });
};
