import type { FastifyInstance } from 'fastify';
import { localized } from '../i18n/localized-text';
import { requestLanguage } from '../i18n/request-language';
import { fail } from './envelope';
import { hostNameOf } from './web-access-config';

/**
 * Serves only requests whose `Host` names this server: a web page whose DNS name an attacker rebinds to
 * 127.0.0.1 reaches the server with the attacker's name in `Host`, and is refused (421 Misdirected Request).
 * `allowedHosts` null accepts any host (`ALLOWED_HOSTS=*`, e.g. behind a proxy that checks it).
 */
export function registerHostCheck(app: FastifyInstance, allowedHosts: readonly string[] | null): void {
  if (allowedHosts === null) return;
  const allowed = new Set(allowedHosts);
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host;
    const name = host === undefined ? null : hostNameOf(host);
    if (name !== null && allowed.has(name)) return;
    request.log.debug({ host }, 'refused a request for another host');
    const text = localized('http.otherHost', { host: JSON.stringify(host ?? '') });
    return reply.code(421).send(fail('421', text.in(requestLanguage(request))));
  });
}
