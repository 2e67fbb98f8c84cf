import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { recommendQuestionQuerySchema, recommendQuestionSchema } from '@/contract/question';

/** The routes of server/routes/questions.ts. */
export const questionsDocs: RouteDocs = {
  area: 'chat',
  routes: {
    'GET /api/v1/question/list': {
      data: z.array(recommendQuestionSchema),
      query: recommendQuestionQuerySchema,
      dbgpt: true,
    },
  },
};
