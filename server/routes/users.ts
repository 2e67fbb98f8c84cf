import type { FastifyPluginAsync } from 'fastify';
import { userListQuerySchema } from '@/contract/user';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { RouteContext } from './context';

export const userRoutes: FastifyPluginAsync<RouteContext> = async (app, { repositories }) => {
  app.get('/api/v1/users', async (request) => {
    const query = validate(userListQuerySchema, request.query);
    return ok(await repositories.users.list(query));
  });
};
