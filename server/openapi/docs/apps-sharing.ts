import type { RouteDocs } from '../route-doc';
import { appAdminsUpdateRequestSchema, appCodeRequestSchema } from '@/contract/app';

/** The routes of server/routes/apps-sharing.ts. */
export const appsSharingDocs: RouteDocs = {
  area: 'apps-sharing',
  routes: {
    'POST /api/v1/app/collect': { body: appCodeRequestSchema, dbgpt: true },
    'POST /api/v1/app/uncollect': { body: appCodeRequestSchema, dbgpt: true },
    'POST /api/v1/app/publish': { body: appCodeRequestSchema, dbgpt: true },
    'POST /api/v1/app/unpublish': { body: appCodeRequestSchema, dbgpt: true },
    'GET /api/v1/app/:app_code/admins': { dbgpt: true },
    'POST /api/v1/app/admins/update': { body: appAdminsUpdateRequestSchema, dbgpt: true },
  },
};
