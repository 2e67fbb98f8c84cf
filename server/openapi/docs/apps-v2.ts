import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { appIdParamsSchema } from '../../routes/apps-v2';
import { appCreateRequestSchema, appEditRequestSchema } from '@/contract/app';
import { appsV2ListQuerySchema } from '@/contract/serve-v2';

/** The routes of server/routes/apps-v2.ts. */
export const appsV2Docs: RouteDocs = {
  area: 'apps-v2',
  routes: {
    'GET /api/v2/serve/apps': { query: appsV2ListQuerySchema },
    'GET /api/v2/serve/apps/:app_id': { params: appIdParamsSchema },
    'POST /api/v2/serve/apps': { body: appCreateRequestSchema },
    'PUT /api/v2/serve/apps/:app_id': { params: appIdParamsSchema, body: appEditRequestSchema },
    'DELETE /api/v2/serve/apps/:app_id': { data: z.array(z.never()).max(0), params: appIdParamsSchema },
  },
};
