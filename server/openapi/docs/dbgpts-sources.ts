import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { idParamsSchema } from '../../routes/dbgpts-sources';
import { hubSourceCreateSchema, hubSourceSchema } from '@/contract/hub';

/** The routes of server/routes/dbgpts-sources.ts. */
export const dbgptsSourcesDocs: RouteDocs = {
  area: 'packages (dbgpts)',
  routes: {
    'GET /api/v1/serve/dbgpts/hub/sources': { data: z.array(hubSourceSchema) },
    'POST /api/v1/serve/dbgpts/hub/sources': { data: hubSourceSchema, body: hubSourceCreateSchema },
    'DELETE /api/v1/serve/dbgpts/hub/sources/:id': { data: null, params: idParamsSchema },
    'POST /api/v1/serve/dbgpts/hub/source/refresh': {
      data: null,
      upstream: 'A package hub (git)',
      dbgpt: true,
    },
  },
};
