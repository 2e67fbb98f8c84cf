import type { FastifyInstance } from 'fastify';

/** A registered route: one method and its URL pattern (`:name` for path parameters). */
export interface RouteEntry {
  method: string;
  url: string;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route registered on `app` from now on, plugins' included (a root `onRoute` hook sees
 * them all). Fastify has no list of its routes but a printed tree; tests walk this one instead.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  tables.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
}

/** The routes recorded on `app`, in registration order. */
export function listRoutes(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}
