import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's id from the `user-id` header, or the default user (contract 0.2). */
    userId: string;
  }
}

/** The user DB-GPT substitutes when a request names nobody (contract 0.2). */
export const DEFAULT_USER_ID = '001';

export function userIdFromHeader(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value : DEFAULT_USER_ID;
}

export function registerIdentity(app: FastifyInstance): void {
  app.decorateRequest('userId', DEFAULT_USER_ID);
  app.addHook('onRequest', async (request) => {
    request.userId = userIdFromHeader(request.headers['user-id']);
  });
}
