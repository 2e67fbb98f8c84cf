import type { FastifyPluginAsync } from 'fastify';
import { flowTemplatesQuerySchema } from '@/contract/flow';
import { resolveFlowCaller } from '../access/flow-access';
import { templatePage } from '../flows/templates/flow-templates';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { requestLanguage } from '../i18n/request-language';
import type { RouteContext } from '../context';
import { AWEL_PREFIXES } from './flows-common';
import { allow } from '../http/route-access';

/** Contract 3.9: the built-in flows, in the caller's language, with this server's models and sources chosen. */
export const flowTemplateRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  for (const base of AWEL_PREFIXES)
    app.get(`${base}/flow/templates`, allow.signedIn, async (request) => {
      const query = validate(flowTemplatesQuerySchema, request.query ?? {});
      return ok(
        await templatePage(query, {
          repositories: context.repositories,
          modelRegistry: context.modelRegistry,
          userId: request.userId,
          isAdmin: (await resolveFlowCaller(request, context.repositories.users)).isAdmin,
          language: requestLanguage(request),
        }),
      );
    });
};
