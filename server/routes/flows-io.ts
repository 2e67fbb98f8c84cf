import type { FastifyPluginAsync } from 'fastify';
import type { SecretBox } from '../secrets/secret-box';
import type { RouteContext } from '../context';
import { flowTemplateRoutes } from './flows-templates';
import { flowTransferRoutes } from './flows-transfer';
import { flowVariableRoutes } from './flows-variables';

/** Flow variables, import, export and templates (contract 3.8–3.11). */
export function flowIoRoutes(box: SecretBox): FastifyPluginAsync<RouteContext> {
  return async (app, context) => {
    await app.register(flowVariableRoutes(box), context);
    await app.register(flowTransferRoutes, context);
    await app.register(flowTemplateRoutes, context);
  };
}
