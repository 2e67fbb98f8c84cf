import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localized, type LocalizedText } from '../i18n/localized-text';
import { requestLanguage } from '../i18n/request-language';
import { fail } from './envelope';
import { hostNameOf } from './web-access-config';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `host[:port]` of the request's own address, as an origin on it would carry it. */
function ownAuthority(request: FastifyRequest): string | null {
  const host = request.headers.host;
  if (host === undefined || hostNameOf(host) === null) return null;
  return new URL(`http://${host}`).host;
}

function authorityOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}

/** Who sent a state-changing request from another site, or null when it does not come from one. */
function crossSiteSource(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): LocalizedText | null {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (allowedOrigins.has(origin)) return null;
    // The scheme is not compared: behind a TLS proxy the page is https while this server sees http.
    const authority = authorityOf(origin);
    return authority !== null && authority === ownAuthority(request)
      ? null
      : localized('http.crossSiteOrigin', { origin });
  }
  return request.headers['sec-fetch-site'] === 'cross-site' ? localized('http.crossSitePage') : null;
}

/**
 * Refuses POST, PUT, PATCH and DELETE that a browser sends on behalf of another site (403): its `Origin`
 * is neither this server nor a configured CORS origin, or `Sec-Fetch-Site` says cross-site. Without a
 * login, the API would otherwise act for any page the user visits (a "simple" form or fetch needs no
 * preflight). Requests without `Origin` (curl, scripts, the SDK) are not a browser's and stay allowed.
 * With `bearerAuthenticates` (sign-in on), a request with `Authorization: Bearer` is let through: the key,
 * not a cookie, is its credential (the guard refuses a wrong one), and no page can make a browser send that
 * header to another site without a CORS preflight this server answers only for its configured origins.
 */
export function registerOriginCheck(
  app: FastifyInstance,
  corsOrigins: readonly string[],
  bearerAuthenticates = false,
): void {
  const allowedOrigins = new Set(corsOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    if (bearerAuthenticates && /^Bearer\s/i.test(request.headers.authorization ?? '')) return;
    const source = crossSiteSource(request, allowedOrigins);
    if (source === null) return;
    request.log.debug({ origin: request.headers.origin }, 'refused a cross-site request');
    const text = localized('http.crossSite', { source });
    return reply.code(403).send(fail('403', text.in(requestLanguage(request))));
  });
}
