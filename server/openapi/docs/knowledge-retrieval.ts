import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { graphVisSchema, recallTestResponseSchema } from '@/contract/knowledge/retrieval';
import {
  graphVisBodySchema,
  recallTestBodySchema,
  spaceParamsSchema,
} from '../../routes/knowledge/retrieval-requests';

/** The routes of server/routes/knowledge/retrieval.ts. */
export const knowledgeRetrievalDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'POST /knowledge/:space/recall_test': {
      data: recallTestResponseSchema,
      params: spaceParamsSchema,
      body: recallTestBodySchema,
      dbgpt: true,
    },
    'GET /knowledge/:space/recall_retrievers': {
      data: z.array(z.string()),
      params: spaceParamsSchema,
      dbgpt: true,
    },
    'GET /knowledge/:space/recommend_questions': {
      data: z.array(z.string()),
      params: spaceParamsSchema,
      dbgpt: true,
    },
    'POST /knowledge/:space/graphvis': {
      data: graphVisSchema,
      params: spaceParamsSchema,
      body: graphVisBodySchema,
      dbgpt: true,
    },
    'POST /api/v1/knowledge/:space/recall_test': {
      data: recallTestResponseSchema,
      params: spaceParamsSchema,
      body: recallTestBodySchema,
      dbgpt: true,
    },
    'GET /api/v1/knowledge/:space/recall_retrievers': {
      data: z.array(z.string()),
      params: spaceParamsSchema,
      dbgpt: true,
    },
    'GET /api/v1/knowledge/:space/recommend_questions': {
      data: z.array(z.string()),
      params: spaceParamsSchema,
      dbgpt: true,
    },
    'POST /api/v1/knowledge/:space/graphvis': {
      data: graphVisSchema,
      params: spaceParamsSchema,
      body: graphVisBodySchema,
      dbgpt: true,
    },
  },
};
