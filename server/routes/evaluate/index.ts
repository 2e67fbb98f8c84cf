import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AUTH_ERROR_CODES } from '@/contract/auth';
import { createEvaluationQueue } from '../../evaluation/evaluation-queue';
import { resolveFlowCaller } from '../../access/flow-access';
import { ApiError } from '../../http/api-error';
import { localized } from '../../i18n/localized-text';
import type { RouteContext } from '../../context';
import { datasetRoutes } from './dataset-routes';
import { evaluationRoutes } from './evaluation-routes';

/** The prefixes of the evaluate routes (contract 2): DB-GPT's web client's and the serve module's. */
export const EVALUATE_PREFIXES = ['/api/v1/evaluate', '/api/v2/serve/evaluate'] as const;

/**
 * Evaluation datasets and runs, for administrators only (spec section 6): with sign-in the account's
 * role decides, without it DB-GPT's admin list (users of role admin, by the `user-id` header). An
 * embedded visitor is never one. Runs go on in a queue that resumes interrupted runs at start.
 */
export const evaluateRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const queue = createEvaluationQueue(context, app.log);
  // Last added, first run at close: the runs stop before the database closes.
  app.addHook('onClose', async () => queue.stop());
  app.addHook('onReady', async () => queue.resume());

  const requireAdmin = async (request: FastifyRequest) => {
    const caller =
      request.embed === null ? await resolveFlowCaller(request, context.repositories.users) : null;
    if (!caller?.isAdmin)
      throw new ApiError(403, AUTH_ERROR_CODES.adminOnly, localized('evaluation.adminOnly'));
  };

  for (const prefix of EVALUATE_PREFIXES) {
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', requireAdmin);
        await scope.register(datasetRoutes, context);
        await scope.register(evaluationRoutes(queue), context);
      },
      { prefix },
    );
  }
};
