import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { OIDC_ERROR_PARAM, OIDC_LOGIN_PATH, type OidcSignInError } from '@/contract/constants/oidc';
import { isHttps, sessionTokenOf, setSessionCookie } from '../auth/auth-http';
import type { AuthServices } from '../auth/auth-services';
import { OIDC_CALLBACK_PATH } from '../auth/oidc-config';
import { OidcSignInFailure, type OidcSignIn } from '../auth/oidc-sign-in';
import type { RouteContext } from '../context';
import { allow } from '../http/route-access';

/** Holds the id of the browser's pending sign-in between the login and the callback. */
const PENDING_COOKIE = 'dbgpt_oidc';
const PENDING_COOKIE_PATH = '/api/v1/auth/oidc';
const MAX_NEXT_LENGTH = 2000;

/**
 * `next` as a path of this site: `/chat?id=1` is kept; anything else (another origin, `//host`, `/\host`,
 * control characters, none at all) becomes `/`, so the sign-in cannot send the user to another site.
 */
export function sameOriginPath(next: unknown): string {
  if (typeof next !== 'string' || next.length > MAX_NEXT_LENGTH) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\u007f]/.test(next)) return '/';
  const base = 'http://same.origin';
  const url = new URL(next, base);
  // Checked again once normalised: `/..//host` becomes `//host`, which a browser reads as another site.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === base && !path.startsWith('//') ? path : '/';
}

/** `next` with `auth_error=<reason>`: the sign-in page there tells the user what went wrong. */
function withError(next: string, reason: OidcSignInError): string {
  const url = new URL(next, 'http://same.origin');
  url.searchParams.set(OIDC_ERROR_PARAM, reason);
  return `${url.pathname}${url.search}${url.hash}`;
}

export const loginQuerySchema = z.object({ next: z.unknown().optional() }).loose();

function pendingCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeMs: number) {
  reply.setCookie(PENDING_COOKIE, value, {
    path: PENDING_COOKIE_PATH,
    httpOnly: true,
    // Lax: sent on the provider's top-level redirect back to the callback, not on other sites' requests.
    sameSite: 'lax',
    secure: isHttps(request),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

/**
 * OpenID Connect sign-in (`AUTH_MODE=oidc`): the login sends the browser to the provider, the callback
 * signs it in with the same session cookie as a password sign-in and sends it to `next`. Failures go back to
 * the app with `auth_error`, never to an error envelope: the user is in a browser, not a script.
 */
export function authOidcRoutes(auth: AuthServices, oidc: OidcSignIn): FastifyPluginAsync<RouteContext> {
  return async (app) => {
    app.get(OIDC_LOGIN_PATH, allow.public, async (request, reply) => {
      const next = sameOriginPath(loginQuerySchema.safeParse(request.query).data?.next);
      try {
        const { url, pendingId } = await oidc.start(next);
        pendingCookie(request, reply, pendingId, oidc.pendingTtlMs);
        return reply.redirect(url.href, 302);
      } catch (error) {
        if (!(error instanceof OidcSignInFailure)) throw error;
        request.log.warn(
          { err: error.cause ?? error, reason: error.reason },
          'OpenID Connect sign-in could not start',
        );
        return reply.redirect(withError(error.next, error.reason), 302);
      }
    });

    app.get(OIDC_CALLBACK_PATH, allow.public, async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const pendingId = request.cookies[PENDING_COOKIE];
      pendingCookie(request, reply, '', 0);
      try {
        const { account, next } = await oidc.finish(pendingId, query, request.ip);
        const previous = sessionTokenOf(request);
        if (previous) await auth.sessions.end(previous);
        setSessionCookie(request, reply, await auth.sessions.start(account.id));
        return reply.redirect(next, 302);
      } catch (error) {
        if (!(error instanceof OidcSignInFailure)) throw error;
        request.log.warn(
          { err: error.cause ?? error, reason: error.reason },
          'OpenID Connect sign-in failed',
        );
        return reply.redirect(withError(error.next, error.reason), 302);
      }
    });
  };
}
