import type { FastifyPluginAsync } from 'fastify';
import { appListQuerySchema, type AppListResponse } from '@/contract/app';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { RouteContext } from './context';

/**
 * Contract 1.4 and 1.17. No app is stored yet (applications arrive with their own issue), so the list is an
 * empty page in the app list's own wrapper; paging is read from the body as DB-GPT does.
 */
export const appRoutes: FastifyPluginAsync<RouteContext> = async (app) => {
  app.post('/api/v1/app/list', async (request) => {
    const query = validate(appListQuerySchema, request.body ?? {});
    const page: AppListResponse = {
      app_list: [],
      total_count: 0,
      total_page: 0,
      current_page: query.page ?? 1,
    };
    return ok(page);
  });

  // Contract 1.17: a plain array ranked by conversations; empty until apps exist.
  app.post('/api/v1/app/hot/list', async (request) => {
    validate(appListQuerySchema, request.body ?? {});
    return ok([]);
  });
};
