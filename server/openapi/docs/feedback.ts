import type { RouteDocs } from '../route-doc';
import { addBodySchema, cancelBodySchema, commitBodySchema, findQuerySchema } from '../../routes/feedback';

/** The routes of server/routes/feedback.ts. */
export const feedbackDocs: RouteDocs = {
  area: 'feedback',
  routes: {
    'GET /api/v1/conv/feedback/reasons': { dbgpt: true },
    'POST /api/v1/conv/feedback/add': { body: addBodySchema, dbgpt: true },
    'POST /api/v1/conv/feedback/cancel': { body: cancelBodySchema, dbgpt: true },
    'GET /api/v1/feedback/select': { dbgpt: true },
    'GET /api/v1/feedback/find': { query: findQuerySchema, dbgpt: true },
    'POST /api/v1/feedback/commit': { body: commitBodySchema, dbgpt: true },
  },
};
