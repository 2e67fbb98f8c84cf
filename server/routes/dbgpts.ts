import type { FastifyPluginAsync } from 'fastify';
import { packageDetailQuerySchema } from '@/contract/hub';
import {
  dbgptsHubFilterSchema,
  dbgptsInstallRequestSchema,
  dbgptsListQuerySchema,
  dbgptsUninstallQuerySchema,
  myDbgptsFilterSchema,
} from '@/contract/plugin';
import { pageQuerySchema, queryBool } from '@/contract/query-params';
import { createAppService } from '../apps/app-service';
import { resolveAppCaller } from '../apps/app-access';
import { accountNames } from '../auth/owner-names';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { requestLanguage } from '../i18n/request-language';
import type { DbgptsServices } from '../packages/hub/dbgpts-services';
import type { RouteContext } from '../context';
import { adminScope, DBGPTS_PREFIX, readScope } from './dbgpts-access';
import { hubSourceRoutes } from './dbgpts-sources';
import { allow } from '../http/route-access';

const DEFAULT_PAGE_SIZE = 20;
/** `GET /api/v1/dbgpts/list` answers at most this many apps (DB-GPT's internal page size). */
const APP_LIST_LIMIT = 100;

export const uninstallQuerySchema = dbgptsUninstallQuerySchema.extend({ force: queryBool().optional() });

/** Contract 10.6–10.11 and the hub additions of `contract/hub.ts`. */
export function dbgptsRoutes(services: DbgptsServices): FastifyPluginAsync<RouteContext> {
  const { catalogue, install } = services;
  return async (app, context) => {
    await app.register(hubSourceRoutes(services), context);

    app.post(`${DBGPTS_PREFIX}/hub/query_page`, allow.signedIn, async (request) => {
      const paging = validate(pageQuerySchema, request.query ?? {});
      const filter = validate(dbgptsHubFilterSchema, request.body ?? {});
      return ok(
        await catalogue.hubPage(
          context,
          filter,
          paging.page ?? 1,
          paging.page_size ?? DEFAULT_PAGE_SIZE,
          requestLanguage(request),
        ),
      );
    });

    app.get(`${DBGPTS_PREFIX}/hub/detail`, allow.signedIn, async (request) => {
      const query = validate(packageDetailQuerySchema, request.query ?? {});
      return ok(await catalogue.detail(query.name, query.type, readScope(request, context)));
    });

    app.post(`${DBGPTS_PREFIX}/hub/install`, allow.admin, async (request) => {
      const scope = await adminScope(request, context);
      const body = validate(dbgptsInstallRequestSchema, request.body ?? {});
      await install.install(body, scope);
      return ok(null);
    });

    app.post(`${DBGPTS_PREFIX}/my/query_page`, allow.signedIn, async (request) => {
      const paging = validate(pageQuerySchema, request.query ?? {});
      const filter = validate(myDbgptsFilterSchema, request.body ?? {});
      const page = await catalogue.myPage(
        context,
        filter,
        paging.page ?? 1,
        paging.page_size ?? DEFAULT_PAGE_SIZE,
      );
      const names = await accountNames(
        context.repositories.accounts,
        page.items.map((item) => item.user_name),
      );
      // Only where there is one: without sign-in the answer stays exactly DB-GPT's.
      const items = page.items.map((item) => {
        const ownerName = names.get(item.user_name ?? '');
        return ownerName ? { ...item, owner_name: ownerName } : item;
      });
      return ok({ ...page, items });
    });

    app.post(`${DBGPTS_PREFIX}/my/uninstall`, allow.admin, async (request) => {
      const scope = await adminScope(request, context);
      const query = validate(uninstallQuerySchema, request.query ?? {});
      await install.uninstall({ name: query.name, type: query.type, force: query.force }, scope);
      return ok(null);
    });

    app.get(`${DBGPTS_PREFIX}/my/usage`, allow.signedIn, async (request) => {
      const query = validate(packageDetailQuerySchema, request.query ?? {});
      return ok(await install.usage(query.name, query.type, readScope(request, context)));
    });

    // Envelope A (the apps controller): the first apps the caller may see; user_code/sys_code are ignored.
    app.get('/api/v1/dbgpts/list', allow.signedIn, async (request) => {
      validate(dbgptsListQuerySchema, request.query ?? {});
      const apps = createAppService(context.repositories);
      const page = await apps.page(await resolveAppCaller(request, context.repositories.users), {
        page: 1,
        page_size: APP_LIST_LIMIT,
      });
      return ok(page.app_list);
    });
  };
}
