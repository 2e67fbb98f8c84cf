import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  AUTH_ERROR_CODES,
  accountCreateRequestSchema,
  accountUpdateRequestSchema,
  passwordResetRequestSchema,
} from '@/contract/auth';
import type { PaginationResult } from '@/contract/common';
import { accountListQuerySchema, type CreatedAccount, type PasswordReset } from '@/contract/users';
import type { Account } from '@/contract/auth';
import { publicAccount } from '../repositories/accounts';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { localized } from '../i18n/localized-text';
import type { AuthServices } from '../auth/auth-services';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

/**
 * User management for administrators (`AUTH_MODE=local`, and `proxy` without passwords): list (paged,
 * searched), create (a temporary password answered once), change role or name, disable or enable, reset
 * the password (a new temporary one answered once). Disabling and resetting end the user's sessions;
 * disabling also stops the chat answers the user has streaming.
 */
export function adminUserRoutes(auth: AuthServices): FastifyPluginAsync<RouteContext> {
  return async (app, { activeTurns }) => {
    app.addHook('onRequest', async () => {
      if (auth.mode === 'none') throw new ApiError(409, AUTH_ERROR_CODES.authOff, localized('auth.authOff'));
    });
    // Behind a sign-in gateway or a provider accounts have no password: they appear at their first sign-in.
    const refuseWithProxy = async () => {
      if (auth.mode === 'proxy')
        throw new ApiError(409, AUTH_ERROR_CODES.signInAtGateway, localized('auth.signInAtGateway'));
      if (auth.oidc !== null)
        throw new ApiError(
          409,
          AUTH_ERROR_CODES.signInWithProvider,
          localized('oidc.signInWithProvider', { provider: auth.oidc.displayName }),
        );
    };
    const withPasswords = { onRequest: refuseWithProxy, ...allow.admin };

    app.get('/api/v1/admin/users', allow.admin, async (request) => {
      const query = validate(accountListQuerySchema, request.query);
      const { items, total } = await auth.accounts.page({
        page: query.page,
        pageSize: query.page_size,
        role: query.role,
        search: query.search || undefined,
      });
      const page: PaginationResult<Account> = {
        items: items.map(publicAccount),
        total_count: total,
        total_pages: Math.ceil(total / query.page_size),
        page: query.page,
        page_size: query.page_size,
      };
      return ok(page);
    });

    app.post('/api/v1/admin/users', withPasswords, async (request) => {
      const body = validate(accountCreateRequestSchema, request.body ?? {});
      const { account, temporaryPassword } = await auth.accounts.create(body);
      const created: CreatedAccount = { ...publicAccount(account), temporary_password: temporaryPassword };
      return ok(created);
    });

    app.patch('/api/v1/admin/users/:id', allow.admin, async (request) => {
      const { id } = validate(idParamsSchema, request.params);
      const body = validate(accountUpdateRequestSchema, request.body ?? {});
      if (auth.proxy !== null && body.role === 'user') {
        const account = await auth.accounts.find(id);
        if (auth.proxy.isConfiguredAdmin(account.email))
          throw new ApiError(
            409,
            AUTH_ERROR_CODES.roleFromGateway,
            localized('users.roleFromGateway', { email: account.email }),
          );
      }
      const account = await auth.accounts.update(id, body);
      // Its sessions ended with the update; what it has streaming stops too, kept as it stood.
      if (body.disabled === true) await activeTurns.stopForUser(id, 'account-disabled');
      return ok(publicAccount(account));
    });

    app.post('/api/v1/admin/users/:id/password', withPasswords, async (request) => {
      const { id } = validate(idParamsSchema, request.params);
      const body = validate(passwordResetRequestSchema, request.body ?? {});
      const reset: PasswordReset = {
        temporary_password: await auth.accounts.resetPassword(id, body.password),
      };
      return ok(reset);
    });
  };
}
