import type { RouteDocs } from '../route-doc';
import {
  spaceAddBodySchema,
  spaceDeleteBodySchema,
  spaceListBodySchema,
} from '../../knowledge/space-requests';

/** The routes of server/routes/knowledge/spaces.ts. */
export const knowledgeSpacesDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'POST /knowledge/space/add': { body: spaceAddBodySchema, dbgpt: true },
    'POST /knowledge/space/list': { body: spaceListBodySchema, dbgpt: true },
    'POST /knowledge/space/delete': { body: spaceDeleteBodySchema, dbgpt: true },
    'GET /knowledge/space/config': { dbgpt: true },
    'GET /knowledge/document/chunkstrategies': { dbgpt: true },
    'POST /api/v1/knowledge/space/add': { body: spaceAddBodySchema, dbgpt: true },
    'POST /api/v1/knowledge/space/list': { body: spaceListBodySchema, dbgpt: true },
    'POST /api/v1/knowledge/space/delete': { body: spaceDeleteBodySchema, dbgpt: true },
    'GET /api/v1/knowledge/space/config': { dbgpt: true },
    'GET /api/v1/knowledge/document/chunkstrategies': { dbgpt: true },
  },
};
