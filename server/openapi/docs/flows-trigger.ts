import type { RouteDocs } from '../route-doc';

/** The routes of server/routes/flows-trigger.ts. */
export const flowsTriggerDocs: RouteDocs = {
  area: 'flows-trigger',
  routes: {
    'GET /api/v1/awel/trigger/*': {},
    'POST /api/v1/awel/trigger/*': {},
  },
};
