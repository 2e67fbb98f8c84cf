import type { RouteDocs } from '../route-doc';
import { chunkListResponseSchema } from '@/contract/knowledge/chunk';
import {
  chunkEditBodySchema,
  chunkListBodySchema,
  chunkQuestionsEditBodySchema,
} from '../../knowledge/document-requests';

/** The routes of server/routes/knowledge/chunks.ts. */
export const knowledgeChunksDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'POST /knowledge/:space/chunk/list': {
      data: chunkListResponseSchema,
      body: chunkListBodySchema,
      dbgpt: true,
    },
    'POST /knowledge/:space/chunk/edit': { data: null, body: chunkEditBodySchema, dbgpt: true },
    'POST /knowledge/questions/chunk/edit': { data: null, body: chunkQuestionsEditBodySchema, dbgpt: true },
    'POST /api/v1/knowledge/:space/chunk/list': {
      data: chunkListResponseSchema,
      body: chunkListBodySchema,
      dbgpt: true,
    },
    'POST /api/v1/knowledge/:space/chunk/edit': { data: null, body: chunkEditBodySchema, dbgpt: true },
    'POST /api/v1/knowledge/questions/chunk/edit': {
      data: null,
      body: chunkQuestionsEditBodySchema,
      dbgpt: true,
    },
  },
};
