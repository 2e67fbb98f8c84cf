import type { RouteDocs } from '../route-doc';
import { idParamsSchema } from '../../routes/api-keys';
import { apiKeyCreateRequestSchema, apiKeyListQuerySchema } from '@/contract/api-keys';

/** The routes of server/routes/api-keys.ts. */
export const apiKeysDocs: RouteDocs = {
  area: 'api-keys',
  routes: {
    'GET /api/v1/auth/api-keys': { query: apiKeyListQuerySchema },
    'POST /api/v1/auth/api-keys': { body: apiKeyCreateRequestSchema },
    'DELETE /api/v1/auth/api-keys/:id': { params: idParamsSchema },
  },
};
