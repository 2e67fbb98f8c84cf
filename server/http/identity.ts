import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's id: the signed-in account's, or (without sign-in) the `user-id` header's or the default user (contract 0.2). */
    userId: string;
  }
}

/** The user DB-GPT substitutes when a request names nobody (contract 0.2). */
export const DEFAULT_USER_ID = '001';

export function userIdFromHeader(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value : DEFAULT_USER_ID;
}

/** With `fromHeader` false (sign-in on) the header is ignored: the session guard sets `userId`. */
export function registerIdentity(app: FastifyInstance, fromHeader = true): void {
  // With sign-in, a route outside the guard acts as nobody rather than as the default admin.
  app.decorateRequest('userId', fromHeader ? DEFAULT_USER_ID : '');
  if (!fromHeader) return;
  app.addHook('onRequest', async (request) => {
    request.userId = userIdFromHeader(request.headers['user-id']);
  });
}
