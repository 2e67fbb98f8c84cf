import type { RouteDocs } from '../route-doc';
import { argumentSaveBodySchema } from '../../knowledge/space-requests';

/** The routes of server/routes/knowledge/space-arguments.ts. */
export const knowledgeSpaceArgumentsDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'POST /knowledge/:space/arguments': { dbgpt: true },
    'POST /knowledge/:space/argument/save': { body: argumentSaveBodySchema, dbgpt: true },
    'POST /api/v1/knowledge/:space/arguments': { dbgpt: true },
    'POST /api/v1/knowledge/:space/argument/save': { body: argumentSaveBodySchema, dbgpt: true },
  },
};
