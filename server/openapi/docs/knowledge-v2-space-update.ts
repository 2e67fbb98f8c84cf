import type { RouteDocs } from '../route-doc';
import { spaceV2Schema } from '@/contract/serve-v2';
import { spaceV2UpdateBodySchema } from '../../knowledge/space-requests';

/** The routes of server/routes/knowledge-v2/space-update.ts. */
export const knowledgeV2SpaceUpdateDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'PUT /api/v2/serve/knowledge/spaces': { data: spaceV2Schema, body: spaceV2UpdateBodySchema },
  },
};
