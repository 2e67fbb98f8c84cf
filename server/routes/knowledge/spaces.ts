import type { FastifyPluginAsync } from 'fastify';
import type { SpaceConfig } from '@/contract/knowledge';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { localized } from '../../i18n/localized-text';
import { requestLanguage } from '../../i18n/request-language';
import { chunkStrategies } from '../../knowledge/chunking';
import { removeSpace } from '../../knowledge/knowledge-removal';
import { resolveSpaceCaller } from '../../knowledge/space-access';
import { createSpace, newSpaceFromBody } from '../../knowledge/space-creation';
import {
  spaceAddBodySchema,
  spaceDeleteBodySchema,
  spaceListBodySchema,
} from '../../knowledge/space-requests';
import type { RouteContext } from '../../context';
import { requireSpace } from '../../knowledge/space-document-lookup';
import { allow } from '../../http/route-access';
import { accountNames } from '../../auth/owner-names';

const STORAGE_DESCRIPTIONS = {
  VectorStore: 'knowledge.storageVectorStore',
  KnowledgeGraph: 'knowledge.storageKnowledgeGraph',
  FullText: 'knowledge.storageFullText',
} as const;

/** Knowledge spaces (contract 4.17–4.21): add, list, delete, the storage types, the chunk strategies. */
export const knowledgeSpaceRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { knowledgeSpaces } = context.repositories;

  app.post('/space/add', allow.signedIn, async (request) => {
    const body = validate(spaceAddBodySchema, request.body ?? {});
    await createSpace(knowledgeSpaces, newSpaceFromBody(body, request.userId));
    return ok([]);
  });

  app.post('/space/list', allow.signedIn, async (request) => {
    const body = validate(spaceListBodySchema, request.body ?? {});
    const spaces = await knowledgeSpaces.list({
      id: body.id ?? undefined,
      name: body.name ?? undefined,
      vectorType: body.vector_type ?? undefined,
      owner: body.owner ?? undefined,
      viewer: await resolveSpaceCaller(request, context.repositories.users),
    });
    // Beyond DB-GPT, only where there is one: the owner's name when the owner is a sign-in account.
    const names = await accountNames(
      context.repositories.accounts,
      spaces.map((space) => space.owner),
    );
    return ok(
      spaces.map((space) => {
        const ownerName = names.get(space.owner ?? '');
        return ownerName ? { ...space, owner_name: ownerName } : space;
      }),
    );
  });

  app.post('/space/delete', allow.owner('knowledge-space'), async (request) => {
    const body = validate(spaceDeleteBodySchema, request.body ?? {});
    const space = await requireSpace(context, request, 'change', { space: body.name });
    await removeSpace({ ...context, chunkIndex: context.knowledge.chunkIndex }, space.ref);
    return ok(null);
  });

  app.get('/space/config', allow.signedIn, async (request) => {
    const language = requestLanguage(request);
    const normal = { name: 'Normal', desc: localized('knowledge.domainNormal').in(language) };
    const config: SpaceConfig = {
      storage: Object.entries(STORAGE_DESCRIPTIONS).map(([name, key]) => ({
        name,
        desc: localized(key).in(language),
        domain_types: [normal],
      })),
    };
    return ok(config);
  });

  app.get('/document/chunkstrategies', allow.signedIn, async (request) =>
    ok(chunkStrategies(requestLanguage(request))),
  );
};
