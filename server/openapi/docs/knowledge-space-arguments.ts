import type { RouteDocs } from '../route-doc';
import { spaceArgumentsSchema } from '@/contract/knowledge/space';
import { argumentSaveBodySchema } from '../../knowledge/space-requests';

/** The routes of server/routes/knowledge/space-arguments.ts. */
export const knowledgeSpaceArgumentsDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'POST /knowledge/:space/arguments': { data: spaceArgumentsSchema, dbgpt: true },
    'POST /knowledge/:space/argument/save': {
      data: spaceArgumentsSchema,
      body: argumentSaveBodySchema,
      dbgpt: true,
    },
    'POST /api/v1/knowledge/:space/arguments': { data: spaceArgumentsSchema, dbgpt: true },
    'POST /api/v1/knowledge/:space/argument/save': {
      data: spaceArgumentsSchema,
      body: argumentSaveBodySchema,
      dbgpt: true,
    },
  },
};
