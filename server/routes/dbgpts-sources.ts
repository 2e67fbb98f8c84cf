import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { hubSourceCreateSchema } from '@/contract/hub';
import { fail, ok } from '../http/envelope';
import { validate } from '../http/validate';
import { requestLanguage } from '../i18n/request-language';
import { localized, sentences } from '../i18n/localized-text';
import type { DbgptsServices } from '../packages/hub/dbgpts-services';
import type { RouteContext } from '../context';
import { adminScope, DBGPTS_PREFIX } from './dbgpts-access';
import { allow } from '../http/route-access';

export const idParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** The hubs (`contract/hub.ts`): anyone lists them; administrators add, remove and refresh them. */
export function hubSourceRoutes({ hubs }: DbgptsServices): FastifyPluginAsync<RouteContext> {
  return async (app, context) => {
    app.get(`${DBGPTS_PREFIX}/hub/sources`, allow.signedIn, async (request) =>
      ok(await hubs.sources(context, requestLanguage(request))),
    );

    app.post(`${DBGPTS_PREFIX}/hub/sources`, allow.admin, async (request) => {
      const scope = await adminScope(request, context);
      const body = validate(hubSourceCreateSchema, request.body ?? {});
      return ok(await hubs.addSource(context, body, scope.userId, scope.language));
    });

    app.delete(`${DBGPTS_PREFIX}/hub/sources/:id`, allow.admin, async (request) => {
      await adminScope(request, context);
      const { id } = validate(idParamsSchema, request.params);
      await hubs.removeSource(context, id);
      return ok(null);
    });

    // Contract 10.7: the body (a hub address) is ignored; every configured hub is re-read.
    app.post(`${DBGPTS_PREFIX}/hub/source/refresh`, allow.admin, async (request, reply) => {
      await adminScope(request, context);
      const { failed } = await hubs.refresh(context);
      if (failed.length === 0) return ok(null);
      // A hub that cannot be reached or read is the hub's problem, not the server's: a warning naming it,
      // and the 502 answered here rather than thrown, which the error handler would log as unhandled.
      // Anything else a refresh throws is a bug, and goes to the error handler as before.
      for (const { hub, problem } of failed)
        request.log.warn(
          { hub, reason: problem.in('en') },
          'a hub could not be refreshed; its last index stays',
        );
      const text = localized('dbgpts.refreshFailed', {
        problems: sentences(failed.map((hub) => hub.problem)),
      });
      return reply.code(502).send(fail('E0020', text.in(requestLanguage(request))));
    });
  };
}
