import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AUTH_ERROR_CODES } from '@/contract/auth';
import type { SignInSession } from '@/contract/profile';
import type { AuthServices } from '../auth/auth-services';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { validate } from '../http/validate';
import { localized } from '../i18n/localized-text';
import type { SessionRecord } from '../repositories/sessions';
import type { RouteContext } from '../context';
import { signedInAccountOf } from './profile';
import { allow } from '../http/route-access';

export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

const asSignIn = (session: SessionRecord, currentFamilyId: string): SignInSession => ({
  id: session.familyId,
  signed_in_at: session.signedInAt,
  last_seen_at: session.lastSeenAt,
  expires_at: session.expiresAt,
  user_agent: session.userAgent,
  current: session.familyId === currentFamilyId,
});

/**
 * "My sessions" (`AUTH_MODE=local`): the signed-in user's active sign-ins, and signing out one of them
 * or all but the current one. A sign-in is named by its family id (the rotations of one sign-in share it).
 */
export function mySessionRoutes(auth: AuthServices): FastifyPluginAsync<RouteContext> {
  return async (app) => {
    app.addHook('onRequest', async () => {
      if (auth.mode === 'proxy')
        throw new ApiError(409, AUTH_ERROR_CODES.signInAtGateway, localized('auth.signInAtGateway'));
      if (auth.mode !== 'local') throw new ApiError(409, AUTH_ERROR_CODES.authOff, localized('auth.authOff'));
    });

    app.get('/api/v1/auth/sessions', allow.signedIn, async (request) => {
      const account = signedInAccountOf(request);
      const sessions = await auth.sessions.listLive(account.id);
      return ok(sessions.map((session) => asSignIn(session, account.familyId)));
    });

    app.delete('/api/v1/auth/sessions/:id', allow.owner('session'), async (request) => {
      const account = signedInAccountOf(request);
      const { id } = validate(idParamsSchema, request.params);
      if (!(await auth.sessions.endOne(account.id, id)))
        throw new ApiError(404, AUTH_ERROR_CODES.sessionNotFound, localized('users.sessionNotFound', { id }));
      return ok(true);
    });

    /** Keeps the sign-in the request came with (an API key call keeps none). */
    app.post('/api/v1/auth/sessions/end-others', allow.signedIn, async (request) => {
      const account = signedInAccountOf(request);
      await auth.sessions.endOthers(account.id, account.familyId);
      return ok(true);
    });
  };
}
