import type { FastifyInstance } from 'fastify';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'content-type, user-id, authorization';

/**
 * Lets the listed origins call the API cross-origin (the dev client on another port).
 * Only what the client needs: echo the origin, answer preflights, expose download names.
 */
export function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return;
    reply
      .header('access-control-allow-origin', origin)
      .header('vary', 'Origin')
      .header('access-control-expose-headers', 'Content-Disposition');
    const isPreflight =
      request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!isPreflight) return;
    const requestedHeaders = request.headers['access-control-request-headers'];
    reply
      .code(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', requestedHeaders ?? DEFAULT_ALLOWED_HEADERS)
      .header('access-control-max-age', '600')
      .send();
    return reply;
  });
}
