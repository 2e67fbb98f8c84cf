import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteAccess } from '@/contract/access';

/** A registered route: one method, its URL pattern (`:name` for path parameters) and its declared access. */
export interface RouteEntry {
  method: string;
  url: string;
  /** `config.access` of its options; undefined when the route declares none. */
  access: RouteAccess | undefined;
}

interface RecordedRoute {
  method: string;
  options: RouteOptions;
}

const tables = new WeakMap<FastifyInstance, RecordedRoute[]>();

/**
 * Records every route registered on `app` from now on, plugins' included (a root `onRoute` hook sees
 * them all). Fastify has no list of its routes but a printed tree; tests walk this one instead.
 * The options are kept, not copied: a plugin's own `onRoute` hook runs after this one and may add config.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RecordedRoute[] = [];
  tables.set(app, routes);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) routes.push({ method, options });
  });
}

/** The routes recorded on `app`, in registration order. */
export function listRoutes(app: FastifyInstance): readonly RouteEntry[] {
  return (tables.get(app) ?? []).map(({ method, options }) => ({
    method,
    url: options.url,
    access: options.config?.access,
  }));
}
