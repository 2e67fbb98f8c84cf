import type { RouteDocs } from '../route-doc';

/** The routes of server/routes/static-client.ts. */
export const staticClientDocs: RouteDocs = {
  area: 'web client',
  routes: {
    'GET /': { file: 'text/html' },
  },
};
