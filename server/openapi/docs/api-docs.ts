import { z } from 'zod';
import type { RouteDocs } from '../route-doc';

/** The routes of server/routes/api-docs.ts. */
export const apiDocsDocs: RouteDocs = {
  area: 'api-description',
  routes: {
    'GET /api/docs': { summary: 'This reference, as a page (Swagger UI)', file: 'text/html' },
    'GET /api/docs/assets/:name': {
      summary: "The reference page's scripts, styles and icon",
      params: z.object({ name: z.string() }),
      file: 'application/octet-stream',
    },
  },
};
