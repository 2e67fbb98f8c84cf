import type { FastifyInstance } from 'fastify';

/**
 * server.close() only reaps connections that are idle at that moment; a keep-alive connection whose
 * request is still running would stay open after it answers and hold close() up until the keep-alive
 * timeout. Answering those requests with `Connection: close` lets them finish and then frees their
 * sockets; an answer whose headers had already gone out when closing began has its socket closed once
 * it is complete.
 */
export function closeConnectionsAfterShutdownStarts(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket.destroySoon();
  });
}
