import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

export const modelRoutes: FastifyPluginAsync<RouteContext> = async (app, { modelRegistry }) => {
  // Contract 6.9: the names of the usable models; the client picks the first as its default.
  app.get('/api/v1/model/types', allow.signedIn, async () => ok(await modelRegistry.listModelNames()));
};
