import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { flowNodeRefreshRequestSchema, flowNodesQuerySchema } from '@/contract/flow';
import { resolveFlowCaller } from '../access/flow-access';
import { listNodes, refreshNode } from '../flows/node-catalogue';
import type { OptionContext } from '../flows/node-options';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { requestLanguage } from '../i18n/request-language';
import type { RouteContext } from '../context';
import { AWEL_PREFIXES } from './flows-common';
import { allow } from '../http/route-access';

/** Contract 3.6–3.7: the node catalogue in the caller's language, choices read from this server. */
export const flowNodeRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  /** The caller's choices: their own and public spaces (every space for an administrator). */
  const optionContext = async (request: FastifyRequest): Promise<OptionContext> => ({
    repositories: context.repositories,
    modelRegistry: context.modelRegistry,
    userId: request.userId,
    isAdmin: (await resolveFlowCaller(request, context.repositories.users)).isAdmin,
    language: requestLanguage(request),
  });
  for (const base of AWEL_PREFIXES) {
    app.get(`${base}/nodes`, allow.signedIn, async (request) => {
      const query = validate(flowNodesQuerySchema, request.query ?? {});
      return ok(await listNodes(await optionContext(request), query.tags));
    });

    app.post(`${base}/nodes/refresh`, allow.signedIn, async (request) => {
      const body = validate(flowNodeRefreshRequestSchema, request.body ?? {});
      return ok(await refreshNode(await optionContext(request), body));
    });
  }
};
