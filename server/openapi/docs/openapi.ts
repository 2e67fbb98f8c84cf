import { z } from 'zod';
import type { RouteDocs } from '../route-doc';

/** The routes of server/routes/openapi.ts. */
export const openapiDocs: RouteDocs = {
  area: 'api-description',
  routes: {
    'GET /openapi.json': {
      summary: 'This description (OpenAPI 3.1)',
      plain: z.looseObject({ openapi: z.literal('3.1.0') }),
    },
  },
};
