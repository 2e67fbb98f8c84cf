import type { onRequestAsyncHookHandler } from 'fastify';
import type { ResourceKind, RouteAccess } from '@/contract/access';
import type { AuthMode } from '../auth/auth-config';
import { adminOnly } from '../auth/auth-http';

export type { RouteAccess } from '@/contract/access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (contract/access.ts); every route declares it. */
    access?: RouteAccess;
  }
}

/**
 * The rules a route states in its options: `app.get(url, { config: { access: access.signedIn } }, ...)`.
 */
export const access = {
  public: { rule: 'public' },
  signedIn: { rule: 'signed-in' },
  admin: { rule: 'admin' },
  owner: (resource: ResourceKind): RouteAccess => ({ rule: 'owner', resource }),
} as const satisfies Record<string, RouteAccess | ((resource: ResourceKind) => RouteAccess)>;

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

/**
 * The same rules as whole route options, short enough to keep a registration on one line:
 * `app.post('/prompt/update', allow.owner('prompt'), handler)`.
 */
export const allow = {
  public: { config: { access: access.public } },
  signedIn: { config: { access: access.signedIn } },
  admin: { config: { access: access.admin } },
  owner: (resource: ResourceKind) => ({ config: { access: access.owner(resource) } }),
} as const;
