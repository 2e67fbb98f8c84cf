import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { appListResponseSchema } from '@/contract/app/requests';
import { appSchema } from '@/contract/app/shapes';
import {
  appCodeRequestSchema,
  appCreateRequestSchema,
  appEditRequestSchema,
  appListQuerySchema,
} from '@/contract/app';

/** The routes of server/routes/apps.ts. */
export const appsDocs: RouteDocs = {
  area: 'apps',
  routes: {
    'POST /api/v1/app/create': { data: appSchema, body: appCreateRequestSchema, dbgpt: true },
    'POST /api/v1/app/edit': { data: z.literal(true), body: appEditRequestSchema, dbgpt: true },
    'POST /api/v1/app/list': { data: appListResponseSchema, body: appListQuerySchema, dbgpt: true },
    'POST /api/v1/app/hot/list': { data: z.array(appSchema), body: appListQuerySchema, dbgpt: true },
    'GET /api/v1/app/info': { data: appSchema.nullable(), dbgpt: true },
    'GET /api/v1/app/export': { data: appSchema.nullable(), dbgpt: true },
    'POST /api/v1/app/detail': { data: appSchema, body: appCodeRequestSchema, dbgpt: true },
    'GET /api/v1/app/:app_code': { data: appSchema.nullable(), dbgpt: true },
    'POST /api/v1/app/remove': { data: null, body: appCodeRequestSchema, dbgpt: true },
  },
};
