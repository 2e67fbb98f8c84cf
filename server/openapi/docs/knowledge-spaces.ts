import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { chunkStrategySchema } from '@/contract/knowledge/document';
import { spaceConfigSchema, spaceSchema } from '@/contract/knowledge/space';
import {
  spaceAddBodySchema,
  spaceDeleteBodySchema,
  spaceListBodySchema,
} from '../../knowledge/space-requests';

/** The routes of server/routes/knowledge/spaces.ts. */
export const knowledgeSpacesDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'POST /knowledge/space/add': { data: z.array(z.never()).max(0), body: spaceAddBodySchema, dbgpt: true },
    'POST /knowledge/space/list': { data: z.array(spaceSchema), body: spaceListBodySchema, dbgpt: true },
    'POST /knowledge/space/delete': { data: null, body: spaceDeleteBodySchema, dbgpt: true },
    'GET /knowledge/space/config': { data: spaceConfigSchema, dbgpt: true },
    'GET /knowledge/document/chunkstrategies': { data: z.array(chunkStrategySchema), dbgpt: true },
    'POST /api/v1/knowledge/space/add': {
      data: z.array(z.never()).max(0),
      body: spaceAddBodySchema,
      dbgpt: true,
    },
    'POST /api/v1/knowledge/space/list': {
      data: z.array(spaceSchema),
      body: spaceListBodySchema,
      dbgpt: true,
    },
    'POST /api/v1/knowledge/space/delete': { data: null, body: spaceDeleteBodySchema, dbgpt: true },
    'GET /api/v1/knowledge/space/config': { data: spaceConfigSchema, dbgpt: true },
    'GET /api/v1/knowledge/document/chunkstrategies': { data: z.array(chunkStrategySchema), dbgpt: true },
  },
};
