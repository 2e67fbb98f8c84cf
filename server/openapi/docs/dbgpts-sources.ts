import type { RouteDocs } from '../route-doc';
import { idParamsSchema } from '../../routes/dbgpts-sources';
import { hubSourceCreateSchema } from '@/contract/hub';

/** The routes of server/routes/dbgpts-sources.ts. */
export const dbgptsSourcesDocs: RouteDocs = {
  area: 'dbgpts-sources',
  routes: {
    'GET /api/v1/serve/dbgpts/hub/sources': {},
    'POST /api/v1/serve/dbgpts/hub/sources': { body: hubSourceCreateSchema },
    'DELETE /api/v1/serve/dbgpts/hub/sources/:id': { params: idParamsSchema },
    'POST /api/v1/serve/dbgpts/hub/source/refresh': { upstream: 'A package hub (git)', dbgpt: true },
  },
};
