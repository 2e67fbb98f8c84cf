import { z } from 'zod';
import type { RouteDocs } from '../route-doc';

/** The routes of server/routes/models.ts. */
export const modelsDocs: RouteDocs = {
  area: 'models',
  routes: {
    'GET /api/v1/model/types': { data: z.array(z.string()), dbgpt: true },
  },
};
