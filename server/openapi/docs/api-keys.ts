import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { idParamsSchema } from '../../routes/api-keys';
import {
  apiKeyCreateRequestSchema,
  apiKeyListQuerySchema,
  apiKeySchema,
  createdApiKeySchema,
} from '@/contract/api-keys';

/** The routes of server/routes/api-keys.ts. */
export const apiKeysDocs: RouteDocs = {
  area: 'auth',
  routes: {
    'GET /api/v1/auth/api-keys': { data: z.array(apiKeySchema), query: apiKeyListQuerySchema },
    'POST /api/v1/auth/api-keys': { data: createdApiKeySchema, body: apiKeyCreateRequestSchema },
    'DELETE /api/v1/auth/api-keys/:id': { data: z.literal(true), params: idParamsSchema },
  },
};
