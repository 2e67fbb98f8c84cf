import type { RouteDocs } from '../route-doc';
import { uninstallQuerySchema } from '../../routes/dbgpts';
import { packageDetailQuerySchema } from '@/contract/hub';
import {
  dbgptsHubFilterSchema,
  dbgptsInstallRequestSchema,
  dbgptsListQuerySchema,
  myDbgptsFilterSchema,
} from '@/contract/plugin';
import { pageQuerySchema } from '@/contract/query-params';

/** The routes of server/routes/dbgpts.ts. */
export const dbgptsDocs: RouteDocs = {
  area: 'dbgpts',
  routes: {
    'POST /api/v1/serve/dbgpts/hub/query_page': {
      query: pageQuerySchema,
      body: dbgptsHubFilterSchema,
      dbgpt: true,
    },
    'GET /api/v1/serve/dbgpts/hub/detail': { query: packageDetailQuerySchema },
    'POST /api/v1/serve/dbgpts/hub/install': { body: dbgptsInstallRequestSchema, dbgpt: true },
    'POST /api/v1/serve/dbgpts/my/query_page': {
      query: pageQuerySchema,
      body: myDbgptsFilterSchema,
      dbgpt: true,
    },
    'POST /api/v1/serve/dbgpts/my/uninstall': { query: uninstallQuerySchema, dbgpt: true },
    'GET /api/v1/serve/dbgpts/my/usage': { query: packageDetailQuerySchema },
    'GET /api/v1/dbgpts/list': { query: dbgptsListQuerySchema, dbgpt: true },
  },
};
