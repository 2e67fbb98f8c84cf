import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { variableKeysQuerySchema, variableRequestSchema, variablesQuerySchema } from '@/contract/flow';
import { queryInt } from '@/contract/query-params';
import { createVariableService } from '../flows/variables/variable-service';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { SecretBox } from '../secrets/secret-box';
import type { RouteContext } from '../context';
import { AWEL_PREFIXES, flowCall } from './flows-common';
import { allow } from '../http/route-access';

export const idParamsSchema = z.object({ id: queryInt().min(1) });

/**
 * Contract 3.10–3.11 and DB-GPT's create/update (plus delete): global variables, secrets sealed with `box`.
 */
export function flowVariableRoutes(box: SecretBox): FastifyPluginAsync<RouteContext> {
  return async (app, context) => {
    const variables = createVariableService(context, box);
    for (const base of AWEL_PREFIXES) {
      app.get(`${base}/variables/keys`, allow.signedIn, async (request) => {
        const query = validate(variableKeysQuerySchema, request.query ?? {});
        return ok(await variables.keys(query, await flowCall(request, context)));
      });

      app.get(`${base}/variables`, allow.signedIn, async (request) => {
        const query = validate(variablesQuerySchema, request.query ?? {});
        return ok(await variables.page(query, await flowCall(request, context)));
      });

      app.post(`${base}/variables`, allow.signedIn, async (request) => {
        const body = validate(variableRequestSchema, request.body ?? {});
        return ok(await variables.create(body, await flowCall(request, context)));
      });

      app.put(`${base}/variables/:id`, allow.owner('flow-variable'), async (request) => {
        const { id } = validate(idParamsSchema, request.params);
        const body = validate(variableRequestSchema, request.body ?? {});
        return ok(await variables.update(id, body, await flowCall(request, context)));
      });

      app.delete(`${base}/variables/:id`, allow.owner('flow-variable'), async (request) => {
        const { id } = validate(idParamsSchema, request.params);
        return ok(await variables.remove(id, await flowCall(request, context)));
      });
    }
  };
}
