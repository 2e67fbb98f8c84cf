import type { FastifyPluginAsync } from 'fastify';
import {
  flowCopyRequestSchema,
  flowCreateRequestSchema,
  flowListQuerySchema,
  flowUpdateRequestSchema,
} from '@/contract/flow';
import { createFlowService } from '../flows/flow-service';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { RouteContext } from '../context';
import { AWEL_PREFIXES, flowCall, uidParamsSchema } from './flows-common';
import { flowDebugRoutes } from './flows-debug';
import { flowNodeRoutes } from './flows-nodes';
import { flowTriggerRoutes } from './flows-trigger';
import { flowVersionRoutes } from './flows-versions';
import { allow } from '../http/route-access';

/** Contract 3.1–3.5 plus copy: flows stored with their graph checked; changes by the owner or an admin. */
export const flowRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const flows = createFlowService(context);
  for (const base of AWEL_PREFIXES) {
    app.post(`${base}/flows`, allow.signedIn, async (request) => {
      const body = validate(flowCreateRequestSchema, request.body ?? {});
      return ok(await flows.create(body, await flowCall(request, context)));
    });

    app.get(`${base}/flows`, allow.signedIn, async (request) => {
      const query = validate(flowListQuerySchema, request.query ?? {});
      return ok(await flows.page(query, await flowCall(request, context)));
    });

    app.get(`${base}/flows/:uid`, allow.owner('flow'), async (request) => {
      const { uid } = validate(uidParamsSchema, request.params);
      return ok(await flows.get(uid, await flowCall(request, context)));
    });

    // The body's uid picks the flow, as in DB-GPT (contract 3.4).
    app.put(`${base}/flows/:uid`, allow.owner('flow'), async (request) => {
      const body = validate(flowUpdateRequestSchema, request.body ?? {});
      return ok(await flows.update(body, await flowCall(request, context)));
    });

    app.delete(`${base}/flows/:uid`, allow.owner('flow'), async (request) => {
      const { uid } = validate(uidParamsSchema, request.params);
      return ok(await flows.remove(uid, await flowCall(request, context)));
    });

    app.post(`${base}/flows/:uid/copy`, allow.owner('flow'), async (request) => {
      const { uid } = validate(uidParamsSchema, request.params);
      const body = validate(flowCopyRequestSchema, request.body ?? {});
      return ok(await flows.copy(uid, body, await flowCall(request, context)));
    });
  }
  await app.register(flowVersionRoutes, context);
  await app.register(flowNodeRoutes, context);
  await app.register(flowDebugRoutes, context);
  await app.register(flowTriggerRoutes, context);
};
