import type { FastifyRequest } from 'fastify';
import type { AppChatPlan } from '../../apps/app-chat';
import {
  callerForUser,
  resolveDatasourceCaller,
  type DatasourceCaller,
} from '../../datasources/datasource-access';
import type { RouteContext } from '../../context';

/**
 * Whose datasources a data chat may name: a native app that binds its datasource runs with its owner's
 * choice (checked when the app was saved), for everyone who may chat with the app; otherwise the caller.
 */
export async function dataChatActor(
  request: FastifyRequest,
  context: RouteContext,
  plan: AppChatPlan,
): Promise<DatasourceCaller> {
  if (plan.kind === 'native') {
    const bound = plan.app.paramNeed.find((need) => need.type === 'resource')?.bind_value;
    if (bound !== undefined && bound !== null && bound !== '')
      return callerForUser(context.repositories, plan.app.userCode);
  }
  return resolveDatasourceCaller(request, context.repositories);
}
