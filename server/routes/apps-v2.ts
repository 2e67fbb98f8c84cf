import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { appCreateRequestSchema, appEditRequestSchema } from '@/contract/app';
import { appsV2ListQuerySchema } from '@/contract/serve-v2';
import { resolveAppCaller } from '../apps/app-access';
import { requireAppName } from '../apps/app-input';
import type { AppService } from '../apps/app-service';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

/** DB-GPT's page size of `GET /api/v2/serve/apps`. */
const V2_APP_PAGE_SIZE = 20;
export const appIdParamsSchema = z.object({ app_id: z.string().trim().min(1).max(255) });

/**
 * `/api/v2/serve/apps` (DB-GPT's `dbgpt_serve/agent/app/endpoints.py`, what its Python SDK calls): the
 * app list, one app, create, update and delete, on the web client's app service and access rules.
 */
export function appV2Routes(apps: AppService): FastifyPluginAsync<RouteContext> {
  return async (app, context) => {
    const caller = (request: Parameters<typeof resolveAppCaller>[0]) =>
      resolveAppCaller(request, context.repositories.users);

    app.get('/api/v2/serve/apps', allow.signedIn, async (request) => {
      const query = validate(appsV2ListQuerySchema, request.query ?? {});
      const page = { ...query, page_size: query.page_size ?? V2_APP_PAGE_SIZE };
      return ok(await apps.page(await caller(request), page));
    });

    app.get('/api/v2/serve/apps/:app_id', allow.owner('app'), async (request) => {
      const { app_id } = validate(appIdParamsSchema, request.params);
      return ok(await apps.info(await caller(request), app_id));
    });

    app.post('/api/v2/serve/apps', allow.signedIn, async (request) => {
      requireAppName(request.body);
      const body = validate(appCreateRequestSchema, request.body ?? {});
      return ok(await apps.create(await caller(request), body));
    });

    app.put('/api/v2/serve/apps/:app_id', allow.owner('app'), async (request) => {
      const { app_id } = validate(appIdParamsSchema, request.params);
      requireAppName(request.body);
      const fields = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const body = validate(appEditRequestSchema, { ...fields, app_code: app_id });
      const who = await caller(request);
      await apps.edit(who, body);
      return ok(await apps.info(who, app_id));
    });

    app.delete('/api/v2/serve/apps/:app_id', allow.owner('app'), async (request) => {
      const { app_id } = validate(appIdParamsSchema, request.params);
      await apps.remove(await caller(request), app_id);
      return ok([]);
    });
  };
}
