import type { RouteDocs } from '../route-doc';
import {
  chunkEditBodySchema,
  chunkListBodySchema,
  chunkQuestionsEditBodySchema,
} from '../../knowledge/document-requests';

/** The routes of server/routes/knowledge/chunks.ts. */
export const knowledgeChunksDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'POST /knowledge/:space/chunk/list': { body: chunkListBodySchema, dbgpt: true },
    'POST /knowledge/:space/chunk/edit': { body: chunkEditBodySchema, dbgpt: true },
    'POST /knowledge/questions/chunk/edit': { body: chunkQuestionsEditBodySchema, dbgpt: true },
    'POST /api/v1/knowledge/:space/chunk/list': { body: chunkListBodySchema, dbgpt: true },
    'POST /api/v1/knowledge/:space/chunk/edit': { body: chunkEditBodySchema, dbgpt: true },
    'POST /api/v1/knowledge/questions/chunk/edit': { body: chunkQuestionsEditBodySchema, dbgpt: true },
  },
};
