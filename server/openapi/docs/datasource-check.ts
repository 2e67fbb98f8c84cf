import type { RouteDocs } from '../route-doc';
import { connectionCheckSchema } from '@/contract/datasource-check';

/** The routes of server/routes/datasource-check.ts. */
export const datasourceCheckDocs: RouteDocs = {
  area: 'datasources',
  routes: {
    'POST /api/v2/serve/datasources/connection-check': { data: connectionCheckSchema },
  },
};
