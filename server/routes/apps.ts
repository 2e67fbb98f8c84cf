import type { FastifyPluginAsync } from 'fastify';
import {
  appCodeRequestSchema,
  appCreateRequestSchema,
  appEditRequestSchema,
  appInfoQuerySchema,
  appListQuerySchema,
} from '@/contract/app';
import { SERVER_ERROR_CODES } from '@/contract/common';
import { resolveAppCaller } from '../apps/app-access';
import { requireAppName } from '../apps/app-input';
import { createAppService } from '../apps/app-service';
import { isNativeScene } from '../apps/native-apps';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { fieldProblem } from '../http/field-problems';
import { DEFAULT_USER_ID } from '../http/identity';
import { validate } from '../http/validate';
import { localized } from '../i18n/localized-text';
import { appCatalogueRoutes } from './apps-catalogue';
import { appV2Routes } from './apps-v2';
import { appSharingRoutes } from './apps-sharing';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

/**
 * Contract section 1: applications. This file: create, edit, list, hot list, info and remove; sharing
 * (collect, publish, admins) and the catalogues (team modes, resources, native scenes) have their own files.
 */
export const appRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { repositories } = context;
  const apps = createAppService(repositories);
  const caller = (request: Parameters<typeof resolveAppCaller>[0]) =>
    resolveAppCaller(request, repositories.users);
  // The six native apps exist from the first start (owned by DB-GPT's default user, published).
  await apps.ensureNativeApps({ userId: DEFAULT_USER_ID, isAdmin: true });

  app.post('/api/v1/app/create', allow.signedIn, async (request) => {
    requireAppName(request.body);
    const body = validate(appCreateRequestSchema, request.body ?? {});
    return ok(await apps.create(await caller(request), body));
  });

  app.post('/api/v1/app/edit', allow.owner('app'), async (request) => {
    requireAppName(request.body);
    const body = validate(appEditRequestSchema, request.body ?? {});
    await apps.edit(await caller(request), body);
    return ok(true);
  });

  // Paging comes from the body (contract 1.4); the query string's page and page_size are ignored.
  app.post('/api/v1/app/list', allow.signedIn, async (request) => {
    const query = validate(appListQuerySchema, request.body ?? {});
    return ok(await apps.page(await caller(request), query));
  });

  app.post('/api/v1/app/hot/list', allow.signedIn, async (request) => {
    const query = validate(appListQuerySchema, request.body ?? {});
    return ok(await apps.hot(await caller(request), query));
  });

  const info = async (request: Parameters<typeof caller>[0]) => {
    const query = validate(appInfoQuerySchema, request.query ?? {});
    const who = await caller(request);
    if (query.app_code) return ok(await apps.info(who, query.app_code));
    if (!isNativeScene(query.chat_scene))
      throw new ApiError(
        400,
        SERVER_ERROR_CODES.validation,
        fieldProblem('chat_scene', localized('app.unknownScene', { scene: query.chat_scene })),
      );
    // Without app_code: the scene's native app (its code is the scene), or null.
    return ok(await apps.info(who, query.chat_scene).catch(() => null));
  };
  app.get('/api/v1/app/info', allow.owner('app'), info);
  app.get('/api/v1/app/export', allow.owner('app'), info);

  app.post('/api/v1/app/detail', allow.owner('app'), async (request) => {
    const body = validate(appCodeRequestSchema, request.body ?? {});
    return ok(await apps.info(await caller(request), body.app_code));
  });

  app.get<{ Params: { app_code: string } }>('/api/v1/app/:app_code', allow.owner('app'), async (request) => {
    return ok(await apps.info(await caller(request), request.params.app_code).catch(() => null));
  });

  app.post('/api/v1/app/remove', allow.owner('app'), async (request) => {
    const body = validate(appCodeRequestSchema, request.body ?? {});
    await apps.remove(await caller(request), body.app_code);
    return ok(null);
  });

  await app.register(appSharingRoutes, context);
  await app.register(appCatalogueRoutes, context);
  await app.register(appV2Routes(apps), context);
};
