import type { RouteDocs } from '../route-doc';
import { uidParamsSchema } from '../../routes/flows-common';
import { versionParamsSchema } from '../../routes/flows-versions';

/** The routes of server/routes/flows-versions.ts. */
export const flowsVersionsDocs: RouteDocs = {
  area: 'flows-versions',
  routes: {
    'GET /api/v2/serve/awel/flows/:uid/versions': { params: uidParamsSchema },
    'POST /api/v2/serve/awel/flows/:uid/versions/:id/restore': { params: versionParamsSchema },
    'GET /api/v1/serve/awel/flows/:uid/versions': { params: uidParamsSchema },
    'POST /api/v1/serve/awel/flows/:uid/versions/:id/restore': { params: versionParamsSchema },
  },
};
