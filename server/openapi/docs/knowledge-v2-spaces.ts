import type { RouteDocs } from '../route-doc';
import { paginationSchema } from '@/contract/common';
import { spaceAddBodySchema } from '../../knowledge/space-requests';
import { servePageQuerySchema, spaceV2Schema } from '@/contract/serve-v2';

/** The routes of server/routes/knowledge-v2/spaces.ts. */
export const knowledgeV2SpacesDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'POST /api/v2/serve/knowledge/spaces': { data: spaceV2Schema, body: spaceAddBodySchema },
    'GET /api/v2/serve/knowledge/spaces': {
      data: paginationSchema(spaceV2Schema),
      query: servePageQuerySchema,
    },
    'GET /api/v2/serve/knowledge/spaces/:space_id': { data: spaceV2Schema },
    'DELETE /api/v2/serve/knowledge/spaces/:space_id': { data: spaceV2Schema },
  },
};
