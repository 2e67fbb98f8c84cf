import type { RouteDocs } from '../route-doc';
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
    'POST /api/v1/app/create': { body: appCreateRequestSchema, dbgpt: true },
    'POST /api/v1/app/edit': { body: appEditRequestSchema, dbgpt: true },
    'POST /api/v1/app/list': { body: appListQuerySchema, dbgpt: true },
    'POST /api/v1/app/hot/list': { body: appListQuerySchema, dbgpt: true },
    'GET /api/v1/app/info': { dbgpt: true },
    'GET /api/v1/app/export': { dbgpt: true },
    'POST /api/v1/app/detail': { body: appCodeRequestSchema, dbgpt: true },
    'GET /api/v1/app/:app_code': { dbgpt: true },
    'POST /api/v1/app/remove': { body: appCodeRequestSchema, dbgpt: true },
  },
};
