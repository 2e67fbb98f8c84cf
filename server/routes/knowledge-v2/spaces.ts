import type { FastifyPluginAsync } from 'fastify';
import { servePageQuerySchema } from '@/contract/serve-v2';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { removeSpace } from '../../knowledge/knowledge-removal';
import { resolveSpaceCaller } from '../../knowledge/space-access';
import { createSpace, newSpaceFromBody } from '../../knowledge/space-creation';
import { spaceAddBodySchema } from '../../knowledge/space-requests';
import { toSpaceRef } from '../../knowledge/space-refs';
import { pageOf, toSpaceV2 } from '../../knowledge/serve-v2-views';
import type { RouteContext } from '../../context';
import { requireSpaceById, spaceIdNotFound } from './lookups';
import { withStorageType } from './storage-type';
import { allow } from '../../http/route-access';

/** DB-GPT's page size of the RAG serve lists. */
export const SERVE_V2_PAGE_SIZE = 20;

/** `/api/v2/serve/knowledge/spaces` (DB-GPT's RAG serve module): create, list, get and delete by id. */
export const knowledgeV2SpaceRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { knowledgeSpaces } = context.repositories;

  app.post('/spaces', allow.signedIn, async (request) => {
    const body = validate(spaceAddBodySchema, withStorageType(request.body ?? {}));
    const id = await createSpace(knowledgeSpaces, newSpaceFromBody(body, request.userId));
    const created = await knowledgeSpaces.findById(id);
    if (!created) throw spaceIdNotFound(id);
    return ok(toSpaceV2(created));
  });

  app.get('/spaces', allow.signedIn, async (request) => {
    const query = validate(servePageQuerySchema, request.query ?? {});
    const viewer = await resolveSpaceCaller(request, context.repositories.users);
    const spaces = (await knowledgeSpaces.list({ viewer })).map(toSpaceV2);
    return ok(pageOf(spaces, query.page ?? 1, query.page_size ?? SERVE_V2_PAGE_SIZE));
  });

  app.get('/spaces/:space_id', allow.owner('knowledge-space'), async (request) =>
    ok(toSpaceV2(await requireSpaceById(context, request, 'use'))),
  );

  app.delete('/spaces/:space_id', allow.owner('knowledge-space'), async (request) => {
    const space = await requireSpaceById(context, request, 'change');
    const ref = await toSpaceRef(space, context.modelRegistry);
    await removeSpace({ ...context, chunkIndex: context.knowledge.chunkIndex }, ref);
    return ok(toSpaceV2(space));
  });
};
