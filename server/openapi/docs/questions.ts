import type { RouteDocs } from '../route-doc';
import { recommendQuestionQuerySchema } from '@/contract/question';

/** The routes of server/routes/questions.ts. */
export const questionsDocs: RouteDocs = {
  area: 'chat',
  routes: {
    'GET /api/v1/question/list': { query: recommendQuestionQuerySchema, dbgpt: true },
  },
};
