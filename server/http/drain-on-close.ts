import type { FastifyInstance } from 'fastify';

/**
 * server.close() only reaps connections that are idle at that moment; a keep-alive connection whose
 * request is still running would stay open after it answers and hold close() up. Answering those
 * requests with `Connection: close` lets them finish and then frees their sockets.
 */
export function closeConnectionsAfterShutdownStarts(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
