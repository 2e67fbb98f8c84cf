import type { RouteDocs } from '../route-doc';
import {
  evaluateCodeQuerySchema,
  evaluateListQuerySchema,
  evaluationDeleteQuerySchema,
  evaluationStartRequestSchema,
  metricsQuerySchema,
} from '@/contract/evaluate';

/** The routes of server/routes/evaluate/evaluation-routes.ts. */
export const evaluateEvaluationRoutesDocs: RouteDocs = {
  area: 'evaluate',
  routes: {
    'GET /api/v1/evaluate/scenes': { dbgpt: true },
    'GET /api/v1/evaluate/storage/types': { dbgpt: true },
    'GET /api/v1/evaluate/metrics': { query: metricsQuerySchema, dbgpt: true },
    'POST /api/v1/evaluate/start': { body: evaluationStartRequestSchema, dbgpt: true },
    'GET /api/v1/evaluate/evaluations': { query: evaluateListQuerySchema, dbgpt: true },
    'GET /api/v1/evaluate/evaluation/detail/show': { query: evaluateCodeQuerySchema, dbgpt: true },
    'GET /api/v1/evaluate/evaluation/result/download': { query: evaluateCodeQuerySchema, dbgpt: true },
    'DELETE /api/v1/evaluate/evaluation': { query: evaluationDeleteQuerySchema, dbgpt: true },
    'GET /api/v2/serve/evaluate/scenes': { dbgpt: true },
    'GET /api/v2/serve/evaluate/storage/types': { dbgpt: true },
    'GET /api/v2/serve/evaluate/metrics': { query: metricsQuerySchema },
    'POST /api/v2/serve/evaluate/start': { body: evaluationStartRequestSchema, dbgpt: true },
    'GET /api/v2/serve/evaluate/evaluations': { query: evaluateListQuerySchema },
    'GET /api/v2/serve/evaluate/evaluation/detail/show': { query: evaluateCodeQuerySchema },
    'GET /api/v2/serve/evaluate/evaluation/result/download': { query: evaluateCodeQuerySchema },
    'DELETE /api/v2/serve/evaluate/evaluation': { query: evaluationDeleteQuerySchema, dbgpt: true },
  },
};
