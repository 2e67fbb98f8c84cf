import type { FastifyPluginAsync } from 'fastify';
import { queryInt } from '@/contract/query-params';
import { createFlowService } from '../flows/flow-service';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { RouteContext } from '../context';
import { AWEL_PREFIXES, flowCall, uidParamsSchema } from './flows-common';
import { allow } from '../http/route-access';

export const versionParamsSchema = uidParamsSchema.extend({ id: queryInt().min(1) });

/** Beyond DB-GPT: every save keeps the previous definition; list them and restore one. */
export const flowVersionRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const flows = createFlowService(context);
  for (const base of AWEL_PREFIXES) {
    app.get(`${base}/flows/:uid/versions`, allow.owner('flow'), async (request) => {
      const { uid } = validate(uidParamsSchema, request.params);
      return ok(await flows.versions(uid, await flowCall(request, context)));
    });

    app.post(`${base}/flows/:uid/versions/:id/restore`, allow.owner('flow'), async (request) => {
      const { uid, id } = validate(versionParamsSchema, request.params);
      return ok(await flows.restore(uid, id, await flowCall(request, context)));
    });
  }
};
