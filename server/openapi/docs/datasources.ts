import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import {
  datasourceListSchema,
  datasourceSchema,
  datasourceSchemaProfileSchema,
  datasourceTypesResponseSchema,
} from '@/contract/datasource';
import { listQuerySchema } from '../../routes/datasources';

/** The routes of server/routes/datasources.ts. */
export const datasourcesDocs: RouteDocs = {
  area: 'datasources',
  routes: {
    'GET /api/v2/serve/datasource-types': { data: datasourceTypesResponseSchema, dbgpt: true },
    'GET /api/v2/serve/datasources': { data: datasourceListSchema, query: listQuerySchema, dbgpt: true },
    'GET /api/v2/serve/datasources/:id': { data: datasourceSchema, dbgpt: true },
    'POST /api/v2/serve/datasources': { data: datasourceSchema, dbgpt: true },
    'PUT /api/v2/serve/datasources': { data: datasourceSchema, dbgpt: true },
    'DELETE /api/v2/serve/datasources/:id': { data: null, dbgpt: true },
    'POST /api/v2/serve/datasources/test-connection': { data: z.literal(true), dbgpt: true },
    'POST /api/v2/serve/datasources/:id/refresh': { data: z.literal(true), dbgpt: true },
    'GET /api/v2/serve/datasources/:id/schema': { data: datasourceSchemaProfileSchema },
  },
};
