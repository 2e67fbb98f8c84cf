import type { FastifyPluginAsync } from 'fastify';
import { appResourcesQuerySchema, llmStrategyValueQuerySchema } from '@/contract/app';
import { allAgentProfiles } from '../agents/installed-agent-profiles';
import { resolveAppCaller } from '../apps/app-access';
import { agentList, llmStrategyList, teamModeList } from '../apps/app-catalogues';
import { listResources, RESOURCE_TYPES } from '../apps/app-resources';
import { createAppService } from '../apps/app-service';
import { nativeSceneList } from '../apps/native-apps';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { requestLanguage } from '../i18n/request-language';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

/** Contract 1.1, 1.5–1.9, 1.19 and `app/native/init` (1.20): what the app editor chooses from. */
export const appCatalogueRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { repositories, modelRegistry } = context;
  const apps = createAppService(repositories);

  app.get('/api/v1/team-mode/list', allow.signedIn, async () => ok(teamModeList()));

  app.get('/api/v1/agents/list', allow.signedIn, async (request) =>
    ok(agentList(requestLanguage(request), await allAgentProfiles(repositories))),
  );

  app.get('/api/v1/llm-strategy/list', allow.signedIn, async () => ok(llmStrategyList()));

  // The priority strategy chooses among the models the server can chat with now.
  app.get('/api/v1/llm-strategy/value/list', allow.signedIn, async (request) => {
    const query = validate(llmStrategyValueQuerySchema, request.query ?? {});
    return ok(query.type === 'priority' ? await modelRegistry.listModelNames() : []);
  });

  app.get('/api/v1/resource-type/list', allow.signedIn, async () => ok([...RESOURCE_TYPES]));

  app.get('/api/v1/app/resources/list', allow.signedIn, async (request) => {
    const query = validate(appResourcesQuerySchema, request.query ?? {});
    const caller = await resolveAppCaller(request, repositories.users);
    return ok(await listResources(query, context, caller, requestLanguage(request)));
  });

  app.get('/api/v1/native_scenes', allow.signedIn, async () => ok(nativeSceneList()));

  app.post('/api/v1/app/native/init', allow.signedIn, async (request) => {
    await apps.ensureNativeApps(await resolveAppCaller(request, repositories.users), true);
    return ok([]);
  });
};
