import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { appAdminsResponseSchema } from '@/contract/app/requests';
import { appAdminsUpdateRequestSchema, appCodeRequestSchema } from '@/contract/app';

/** The routes of server/routes/apps-sharing.ts. */
export const appsSharingDocs: RouteDocs = {
  area: 'apps',
  routes: {
    'POST /api/v1/app/collect': { data: null, body: appCodeRequestSchema, dbgpt: true },
    'POST /api/v1/app/uncollect': { data: null, body: appCodeRequestSchema, dbgpt: true },
    'POST /api/v1/app/publish': { data: z.array(z.never()).max(0), body: appCodeRequestSchema, dbgpt: true },
    'POST /api/v1/app/unpublish': {
      data: z.array(z.never()).max(0),
      body: appCodeRequestSchema,
      dbgpt: true,
    },
    'GET /api/v1/app/:app_code/admins': { data: appAdminsResponseSchema, dbgpt: true },
    'POST /api/v1/app/admins/update': { data: null, body: appAdminsUpdateRequestSchema, dbgpt: true },
  },
};
