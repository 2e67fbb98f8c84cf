import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { appSchema } from '@/contract/app/shapes';
import { uninstallQuerySchema } from '../../routes/dbgpts';
import { packageDetailQuerySchema, packageDetailSchema, packageUsageSchema } from '@/contract/hub';
import {
  dbgptsHubFilterSchema,
  dbgptsHubPageSchema,
  dbgptsInstallRequestSchema,
  dbgptsListQuerySchema,
  myDbgptsFilterSchema,
  myDbgptsPageSchema,
} from '@/contract/plugin';
import { pageQuerySchema } from '@/contract/query-params';

/** The routes of server/routes/dbgpts.ts. */
export const dbgptsDocs: RouteDocs = {
  area: 'packages (dbgpts)',
  routes: {
    'POST /api/v1/serve/dbgpts/hub/query_page': {
      data: dbgptsHubPageSchema,
      query: pageQuerySchema,
      body: dbgptsHubFilterSchema,
      dbgpt: true,
    },
    'GET /api/v1/serve/dbgpts/hub/detail': { data: packageDetailSchema, query: packageDetailQuerySchema },
    'POST /api/v1/serve/dbgpts/hub/install': { data: null, body: dbgptsInstallRequestSchema, dbgpt: true },
    'POST /api/v1/serve/dbgpts/my/query_page': {
      data: myDbgptsPageSchema,
      query: pageQuerySchema,
      body: myDbgptsFilterSchema,
      dbgpt: true,
    },
    'POST /api/v1/serve/dbgpts/my/uninstall': { data: null, query: uninstallQuerySchema, dbgpt: true },
    'GET /api/v1/serve/dbgpts/my/usage': { data: packageUsageSchema, query: packageDetailQuerySchema },
    'GET /api/v1/dbgpts/list': { data: z.array(appSchema), query: dbgptsListQuerySchema, dbgpt: true },
  },
};
