import type { RouteDocs } from '../route-doc';
import { listQuerySchema } from '../../routes/datasources';

/** The routes of server/routes/datasources.ts. */
export const datasourcesDocs: RouteDocs = {
  area: 'datasources',
  routes: {
    'GET /api/v2/serve/datasource-types': { dbgpt: true },
    'GET /api/v2/serve/datasources': { query: listQuerySchema, dbgpt: true },
    'GET /api/v2/serve/datasources/:id': { dbgpt: true },
    'POST /api/v2/serve/datasources': { dbgpt: true },
    'PUT /api/v2/serve/datasources': { dbgpt: true },
    'DELETE /api/v2/serve/datasources/:id': { dbgpt: true },
    'POST /api/v2/serve/datasources/test-connection': { dbgpt: true },
    'POST /api/v2/serve/datasources/:id/refresh': { dbgpt: true },
    'GET /api/v2/serve/datasources/:id/schema': {},
  },
};
