import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiKeyCreateRequestSchema, apiKeyListQuerySchema } from '@/contract/api-keys';
import { AUTH_ERROR_CODES } from '@/contract/auth';
import type { AuthServices } from '../auth/auth-services';
import { signInRequired } from '../auth/auth-http';
import type { SignedInAccount } from '../auth/signed-in-account';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { localized } from '../i18n/localized-text';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

function accountOf(request: FastifyRequest): SignedInAccount {
  if (request.account === null) throw signInRequired();
  return request.account;
}

/**
 * API keys (`AUTH_MODE=local` or `proxy`): each account lists, creates and revokes its own; an administrator lists
 * (`all=true`, or `account_id`) and revokes anyone's. Another user's key is not found (404) for the others.
 */
export function apiKeyRoutes(auth: AuthServices): FastifyPluginAsync<RouteContext> {
  return async (app) => {
    app.addHook('onRequest', async () => {
      if (auth.mode === 'none') throw new ApiError(409, AUTH_ERROR_CODES.authOff, localized('auth.authOff'));
    });

    app.get('/api/v1/auth/api-keys', allow.signedIn, async (request) => {
      const account = accountOf(request);
      const query = validate(apiKeyListQuerySchema, request.query);
      const accountId = query.all ? undefined : (query.account_id ?? account.id);
      if (accountId !== account.id && account.role !== 'admin')
        throw new ApiError(403, AUTH_ERROR_CODES.adminOnly, localized('auth.otherAccountsKeys'));
      return ok(await auth.apiKeys.list(accountId));
    });

    app.post('/api/v1/auth/api-keys', allow.signedIn, async (request) => {
      const account = accountOf(request);
      const body = validate(apiKeyCreateRequestSchema, request.body ?? {});
      return ok(await auth.apiKeys.create(account.id, body.name));
    });

    app.delete('/api/v1/auth/api-keys/:id', allow.owner('api-key'), async (request) => {
      const account = accountOf(request);
      const { id } = validate(idParamsSchema, request.params);
      await auth.apiKeys.revoke({ accountId: account.id, isAdmin: account.role === 'admin' }, id);
      return ok(true);
    });
  };
}
