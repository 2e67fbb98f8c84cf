import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  AUTH_ERROR_CODES,
  accountCreateRequestSchema,
  accountRoleSchema,
  accountUpdateRequestSchema,
  passwordResetRequestSchema,
} from '@/contract/auth';
import { publicAccount } from '../repositories/accounts';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { localized } from '../i18n/localized-text';
import type { AuthServices } from '../auth/auth-services';
import type { RouteContext } from './context';

const idParamsSchema = z.object({ id: z.string().min(1).max(100) });
const listQuerySchema = z.object({ role: accountRoleSchema.optional() });

/** User management for administrators (`AUTH_MODE=local`, and `proxy` without passwords): list, create, change role or name, disable, reset password. */
export function adminUserRoutes(auth: AuthServices): FastifyPluginAsync<RouteContext> {
  return async (app) => {
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
    app.addHook('onRequest', auth.adminOnly);

    app.get('/api/v1/admin/users', async (request) => {
      const query = validate(listQuerySchema, request.query);
      return ok((await auth.accounts.list(query)).map(publicAccount));
    });

    app.post('/api/v1/admin/users', { onRequest: refuseWithProxy }, async (request) => {
      const body = validate(accountCreateRequestSchema, request.body ?? {});
      return ok(publicAccount(await auth.accounts.create(body)));
    });

    app.patch('/api/v1/admin/users/:id', async (request) => {
      const { id } = validate(idParamsSchema, request.params);
      const body = validate(accountUpdateRequestSchema, request.body ?? {});
      return ok(publicAccount(await auth.accounts.update(id, body)));
    });

    app.post('/api/v1/admin/users/:id/password', { onRequest: refuseWithProxy }, async (request) => {
      const { id } = validate(idParamsSchema, request.params);
      const body = validate(passwordResetRequestSchema, request.body ?? {});
      await auth.accounts.resetPassword(id, body.password);
      return ok(true);
    });
  };
}
