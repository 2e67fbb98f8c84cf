import type { FastifyPluginAsync } from 'fastify';
import { userListQuerySchema, type ListedUser, type User, type UserListQuery } from '@/contract/user';
import { resolveFlowCaller } from '../access/flow-access';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import type { AccountRecord } from '../repositories/accounts';
import type { AuthServices } from '../auth/auth-services';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

/** An account in the DB-GPT user shape the client's admin list reads. */
const asUser = (account: AccountRecord): User => ({
  user_id: account.id,
  user_no: account.id,
  nick_name: account.name,
  user_channel: 'local',
  role: account.role === 'admin' ? 'admin' : 'normal',
});

/** What an ordinary user learns of an administrator: the id the client's admin list compares, no name. */
const asAdminId = (user: ListedUser): ListedUser => ({ user_id: user.user_id, role: user.role });

/**
 * `GET /api/v1/users`: DB-GPT's users without sign-in, the accounts with it. Administrators get the full
 * list; everyone else only what the client needs of it, the administrators' ids (the admin list).
 */
export function userRoutes(auth: AuthServices): FastifyPluginAsync<RouteContext> {
  return async (app, { repositories }) => {
    app.get('/api/v1/users', allow.signedIn, async (request) => {
      const query = validate(userListQuerySchema, request.query);
      const caller = await resolveFlowCaller(request, repositories.users);
      if (caller.isAdmin) return ok(await listUsers(query));
      const admins = query.role === 'normal' ? [] : await listUsers({ role: 'admin' });
      return ok(admins.map(asAdminId));
    });

    async function listUsers(query: UserListQuery): Promise<ListedUser[]> {
      if (auth.mode === 'none') return repositories.users.list(query);
      const role = query.role === undefined ? undefined : query.role === 'admin' ? 'admin' : 'user';
      const accounts = await auth.accounts.list({ role });
      return accounts.filter((account) => !account.disabled).map(asUser);
    }
  };
}
