import type { RouteDocs } from '../route-doc';
import { localModelServersSchema } from '@/contract/local-models';

/** The routes of server/routes/local-models.ts. */
export const localModelsDocs: RouteDocs = {
  area: 'models',
  routes: {
    'GET /api/v1/local-models': { data: localModelServersSchema },
  },
};
