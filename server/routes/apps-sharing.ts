import type { FastifyPluginAsync } from 'fastify';
import { appAdminsUpdateRequestSchema, appCodeRequestSchema } from '@/contract/app';
import { resolveAppCaller } from '../apps/app-access';
import { createAppService } from '../apps/app-service';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

/**
 * Contract 1.10–1.15: collect and uncollect (the caller's favourites; twice is still success), publish and
 * unpublish, and the app's admins. Changing an app needs its owner, one of its admins or an administrator.
 */
export const appSharingRoutes: FastifyPluginAsync<RouteContext> = async (app, { repositories }) => {
  const apps = createAppService(repositories);
  const caller = (request: Parameters<typeof resolveAppCaller>[0]) =>
    resolveAppCaller(request, repositories.users);

  const collectRoute = (collected: boolean) =>
    app.post(`/api/v1/app/${collected ? 'collect' : 'uncollect'}`, allow.owner('app'), async (request) => {
      const body = validate(appCodeRequestSchema, request.body ?? {});
      await apps.collect(await caller(request), body.app_code, collected);
      return ok(null);
    });
  collectRoute(true);
  collectRoute(false);

  const publishRoute = (published: boolean) =>
    app.post(`/api/v1/app/${published ? 'publish' : 'unpublish'}`, allow.owner('app'), async (request) => {
      const body = validate(appCodeRequestSchema, request.body ?? {});
      await apps.setPublished(await caller(request), body.app_code, published);
      return ok([]);
    });
  publishRoute(true);
  publishRoute(false);

  app.get<{ Params: { app_code: string } }>(
    '/api/v1/app/:app_code/admins',
    allow.owner('app'),
    async (request) => {
      return ok(await apps.admins(await caller(request), request.params.app_code));
    },
  );

  app.post('/api/v1/app/admins/update', allow.owner('app'), async (request) => {
    const body = validate(appAdminsUpdateRequestSchema, request.body ?? {});
    await apps.setAdmins(await caller(request), body.app_code, body.admins);
    return ok(null);
  });
};
