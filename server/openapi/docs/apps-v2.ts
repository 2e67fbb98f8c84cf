import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { appSchema } from '@/contract/app/shapes';
import { appListResponseSchema } from '@/contract/app/requests';
import { appIdParamsSchema } from '../../routes/apps-v2';
import { appCreateRequestSchema, appEditRequestSchema } from '@/contract/app';
import { appsV2ListQuerySchema } from '@/contract/serve-v2';

/** The routes of server/routes/apps-v2.ts. */
export const appsV2Docs: RouteDocs = {
  area: 'apps',
  routes: {
    'GET /api/v2/serve/apps': { data: appListResponseSchema, query: appsV2ListQuerySchema },
    'GET /api/v2/serve/apps/:app_id': { data: appSchema, params: appIdParamsSchema },
    'POST /api/v2/serve/apps': { data: appSchema, body: appCreateRequestSchema },
    'PUT /api/v2/serve/apps/:app_id': {
      data: appSchema,
      params: appIdParamsSchema,
      body: appEditRequestSchema,
    },
    'DELETE /api/v2/serve/apps/:app_id': { data: z.array(z.never()).max(0), params: appIdParamsSchema },
  },
};
