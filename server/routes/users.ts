import type { FastifyPluginAsync } from 'fastify';
import { userListQuerySchema, type User } from '@/contract/user';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { AccountRecord } from '../repositories/accounts';
import type { AuthServices } from '../auth/auth-services';
import type { RouteContext } from './context';

/** An account in the DB-GPT user shape the client's admin list reads. */
const asUser = (account: AccountRecord): User => ({
  user_id: account.id,
  user_no: account.id,
  nick_name: account.name,
  user_channel: 'local',
  role: account.role === 'admin' ? 'admin' : 'normal',
});

/** `GET /api/v1/users`: DB-GPT's users without sign-in, the accounts with it (the client's admin list). */
export function userRoutes(auth: AuthServices): FastifyPluginAsync<RouteContext> {
  return async (app, { repositories }) => {
    app.get('/api/v1/users', async (request) => {
      const query = validate(userListQuerySchema, request.query);
      if (auth.mode === 'none') return ok(await repositories.users.list(query));
      const role = query.role === undefined ? undefined : query.role === 'admin' ? 'admin' : 'user';
      const accounts = await auth.accounts.list({ role });
      return ok(accounts.filter((account) => !account.disabled).map(asUser));
    });
  };
}
