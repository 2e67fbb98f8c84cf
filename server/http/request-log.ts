import type { FastifyInstance } from 'fastify';

/** Long enough for any address the client builds; a 16 kB query string would only bloat the log. */
const MAX_LOGGED_URL = 300;

/**
 * One log line per request, when its answer has gone out, instead of Fastify's two ("incoming request"
 * and "request completed"). The one place that writes it, so its shape can change in one place.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const url =
      request.url.length > MAX_LOGGED_URL ? `${request.url.slice(0, MAX_LOGGED_URL)}…` : request.url;
    request.log.info(
      {
        method: request.method,
        url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
