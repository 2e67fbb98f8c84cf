import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AUTH_ERROR_CODES } from '@/contract/auth';
import { ApiError } from '../http/api-error';
import { localized } from '../i18n/localized-text';
import type { ApiKeyService } from './api-key-service';
import type { AuthMode } from './auth-config';
import { actAs } from './act-as';
import { authenticateBearer, bearerKeyOf } from './bearer-auth';
import type { IssuedSession, SessionService } from './session-service';
import { AUTH_MODE_COOKIE, SESSION_COOKIE } from './session-token';
import type { SignedInAccount } from './signed-in-account';

/**
 * Parses cookies. With sign-in on, every answer (the client's pages included) carries the readable cookie
 * `dbgpt_auth=local` (`=proxy` behind a sign-in gateway, `=oidc` with an OpenID Connect provider), so the client knows before its first request
 * to show sign-in rather than the `isFirst` gate; without, a stale one is cleared.
 */
export async function registerSessionCookies(app: FastifyInstance, mode: AuthMode): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request, reply) => {
    const hint = request.cookies[AUTH_MODE_COOKIE];
    if (mode !== 'none' && hint !== mode)
      reply.setCookie(AUTH_MODE_COOKIE, mode, { path: '/', sameSite: 'lax', secure: isHttps(request) });
    else if (mode === 'none' && hint !== undefined) reply.clearCookie(AUTH_MODE_COOKIE, { path: '/' });
  });
}

/** Over https (directly or behind a TLS proxy) the cookie is sent only over https. */
export function isHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return request.protocol === 'https' || proto === 'https';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession): void {
  reply.setCookie(SESSION_COOKIE, issued.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    maxAge: Math.max(0, Math.floor((issued.expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request) });
}

export const sessionTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE];

export const signInRequired = () =>
  new ApiError(401, AUTH_ERROR_CODES.signInRequired, localized('auth.signInRequired'));

/**
 * Reads the session cookie: the request acts as its account (`request.userId` is the account's id; the
 * `user-id` header is ignored), or gets 401. A session due for rotation answers with the new cookie.
 */
export async function authenticate(
  sessions: SessionService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedInAccount | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const resolved = await sessions.resolve(token);
  if (resolved === null) {
    clearSessionCookie(request, reply);
    return null;
  }
  const { session, replacement } = resolved;
  if (replacement !== null) setSessionCookie(request, reply, replacement);
  const { email, name, role } = session.account;
  return actAs(request, { id: session.accountId, email, name, role, familyId: session.familyId });
}

/**
 * The hook every API route but sign-in, health and the static client goes through with `AUTH_MODE=local`
 * or `oidc`:
 * an `Authorization: Bearer` API key when the request has one, else the session cookie.
 */
export function sessionGuard(sessions: SessionService, apiKeys: ApiKeyService): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const key = bearerKeyOf(request);
    if (key !== undefined) await authenticateBearer(apiKeys, request, key);
    else if ((await authenticate(sessions, request, reply)) === null) throw signInRequired();
  };
}

/** A route's hook that refuses (403) anyone but an administrator when there is sign-in; a no-op without. */
export function adminOnly(mode: AuthMode): onRequestAsyncHookHandler {
  return async (request) => {
    if (mode === 'none') return;
    if (request.account === null) throw signInRequired();
    if (request.account.role !== 'admin')
      throw new ApiError(403, AUTH_ERROR_CODES.adminOnly, localized('auth.adminOnly'));
  };
}

/**
 * The one hook that enforces `admin` declarations, run after the sign-in guard: with sign-in, 401 for a
 * signed-out caller and 403 (`auth.adminOnly`) for anyone but an administrator; without (`AUTH_MODE=none`)
 * a no-op, as DB-GPT has it, unless the handler checks DB-GPT's admin list itself.
 */
export function declaredAdminGuard(mode: AuthMode): onRequestAsyncHookHandler {
  const refuseNonAdmins = adminOnly(mode);
  return async function guard(request, reply) {
    if (request.routeOptions.config.access?.rule === 'admin')
      await refuseNonAdmins.call(this, request, reply);
  };
}
