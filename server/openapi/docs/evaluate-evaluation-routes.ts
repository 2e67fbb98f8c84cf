import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import {
  evaluateCodeQuerySchema,
  evaluateListQuerySchema,
  evaluationDeleteQuerySchema,
  evaluationDetailRowSchema,
  evaluationMetricSchema,
  evaluationPageSchema,
  evaluationSchema,
  evaluationStartRequestSchema,
  metricsQuerySchema,
} from '@/contract/evaluate';

/** The routes of server/routes/evaluate/evaluation-routes.ts. */
export const evaluateEvaluationRoutesDocs: RouteDocs = {
  area: 'evaluation',
  routes: {
    'GET /api/v1/evaluate/scenes': { data: z.array(z.record(z.string(), z.string())), dbgpt: true },
    'GET /api/v1/evaluate/storage/types': { data: z.array(z.record(z.string(), z.string())), dbgpt: true },
    'GET /api/v1/evaluate/metrics': {
      data: z.array(evaluationMetricSchema),
      query: metricsQuerySchema,
      dbgpt: true,
    },
    'POST /api/v1/evaluate/start': {
      data: evaluationSchema,
      body: evaluationStartRequestSchema,
      dbgpt: true,
    },
    'GET /api/v1/evaluate/evaluations': {
      data: evaluationPageSchema,
      query: evaluateListQuerySchema,
      dbgpt: true,
    },
    'GET /api/v1/evaluate/evaluation/detail/show': {
      data: z.array(evaluationDetailRowSchema),
      query: evaluateCodeQuerySchema,
      dbgpt: true,
    },
    'GET /api/v1/evaluate/evaluation/result/download': {
      file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      query: evaluateCodeQuerySchema,
      dbgpt: true,
    },
    'DELETE /api/v1/evaluate/evaluation': { data: null, query: evaluationDeleteQuerySchema, dbgpt: true },
    'GET /api/v2/serve/evaluate/scenes': { data: z.array(z.record(z.string(), z.string())), dbgpt: true },
    'GET /api/v2/serve/evaluate/storage/types': {
      data: z.array(z.record(z.string(), z.string())),
      dbgpt: true,
    },
    'GET /api/v2/serve/evaluate/metrics': {
      data: z.array(evaluationMetricSchema),
      query: metricsQuerySchema,
    },
    'POST /api/v2/serve/evaluate/start': {
      data: evaluationSchema,
      body: evaluationStartRequestSchema,
      dbgpt: true,
    },
    'GET /api/v2/serve/evaluate/evaluations': { data: evaluationPageSchema, query: evaluateListQuerySchema },
    'GET /api/v2/serve/evaluate/evaluation/detail/show': {
      data: z.array(evaluationDetailRowSchema),
      query: evaluateCodeQuerySchema,
    },
    'GET /api/v2/serve/evaluate/evaluation/result/download': {
      file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      query: evaluateCodeQuerySchema,
    },
    'DELETE /api/v2/serve/evaluate/evaluation': {
      data: null,
      query: evaluationDeleteQuerySchema,
      dbgpt: true,
    },
  },
};
