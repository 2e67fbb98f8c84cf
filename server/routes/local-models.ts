import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import { allow } from '../http/route-access';
import { discoverLocalModels } from '../models/local-model-discovery';
import type { LocalModelPort } from '../models/local-model-ports';
import type { RouteContext } from '../context';

/**
 * `GET /api/v1/local-models`: model servers answering on this machine's loopback (Ollama, LM Studio,
 * vLLM, llama.cpp), so a newcomer can add one in a click. An administrator's, as adding a model is; the
 * ports are the server's (`LOCAL_MODEL_PORTS`), never the caller's.
 */
export function localModelRoutes(ports: readonly LocalModelPort[]): FastifyPluginAsync<RouteContext> {
  return async (app) => {
    app.get('/api/v1/local-models', allow.admin, async () => ok(await discoverLocalModels(ports)));
  };
}
