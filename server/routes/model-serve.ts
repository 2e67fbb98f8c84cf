import type { FastifyPluginAsync } from 'fastify';
import { workerStartupRequestSchema } from '@/contract/model';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { requestLanguage } from '../i18n/request-language';
import type { ModelManager } from '../models/model-manager';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

/** DB-GPT mounts the model serve API twice (contract 9). */
const PREFIXES = ['/api/v2/serve/model', '/api/v1/worker'] as const;

/**
 * The model serve API (contract 9): list, create, start, stop (and delete) models, and the model types
 * with their parameter forms. Bad input gets a 4xx envelope; an endpoint that does not answer when a
 * model starts gets 502 with the provider's reason.
 */
export function modelServeRoutes(manager: ModelManager): FastifyPluginAsync<RouteContext> {
  return async (app) => {
    // Adding, starting, stopping and deleting models is an administrator's (with sign-in on).
    for (const prefix of PREFIXES) {
      app.get(`${prefix}/models`, allow.signedIn, async (request) =>
        ok(manager.list(requestLanguage(request))),
      );

      app.post(`${prefix}/models`, allow.admin, async (request) => {
        await manager.create(validate(workerStartupRequestSchema, request.body ?? {}));
        return ok(true);
      });

      app.post(`${prefix}/models/start`, allow.admin, async (request) => {
        await manager.start(validate(workerStartupRequestSchema, request.body ?? {}));
        return ok(true);
      });

      app.post(`${prefix}/models/stop`, allow.admin, async (request) => {
        const body = validate(workerStartupRequestSchema, request.body ?? {});
        await manager.stop(body, body.delete_after === true);
        return ok(true);
      });

      app.get(`${prefix}/model-types`, allow.signedIn, async () => ok(manager.supportedModels()));
    }
  };
}
