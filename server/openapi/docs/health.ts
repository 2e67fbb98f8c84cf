import { healthStatusSchema, readinessSchema } from '@/contract/health';
import type { RouteDocs } from '../route-doc';

/** The routes of server/routes/health.ts. */
export const healthDocs: RouteDocs = {
  area: 'health',
  routes: {
    'GET /api/health': { data: healthStatusSchema, summary: 'Liveness: the process answers' },
    'GET /health': { plain: healthStatusSchema, dbgpt: true },
    'GET /api/health/ready': {
      data: readinessSchema,
      summary: 'Readiness: the database answers and every migration is applied (503 when not)',
    },
    'GET /health/ready': {
      plain: readinessSchema,
      summary: 'Readiness for load balancers that read the status only (503 when not ready)',
    },
  },
};
