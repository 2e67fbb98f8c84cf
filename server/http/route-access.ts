import type { ResourceKind, RouteAccess } from '@/contract/access';

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
 * The same rules as whole route options, short enough to keep a registration on one line:
 * `app.post('/prompt/update', allow.owner('prompt'), handler)`.
 */
export const allow = {
  public: { config: { access: access.public } },
  signedIn: { config: { access: access.signedIn } },
  admin: { config: { access: access.admin } },
  owner: (resource: ResourceKind) => ({ config: { access: access.owner(resource) } }),
} as const;
