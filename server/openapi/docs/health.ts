import { healthStatusSchema } from '@/contract/health';
import type { RouteDocs } from '../route-doc';

/** The routes of server/routes/health.ts. */
export const healthDocs: RouteDocs = {
  area: 'health',
  routes: {
    'GET /api/health': { data: healthStatusSchema },
    'GET /health': { plain: healthStatusSchema, dbgpt: true },
  },
};
