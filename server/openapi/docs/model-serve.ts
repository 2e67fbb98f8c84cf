import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { modelInstanceSchema, supportedModelSchema, workerStartupRequestSchema } from '@/contract/model';

/** The routes of server/routes/model-serve.ts. */
export const modelServeDocs: RouteDocs = {
  area: 'models',
  routes: {
    'GET /api/v2/serve/model/models': { data: z.array(modelInstanceSchema), dbgpt: true },
    'POST /api/v2/serve/model/models': {
      data: z.literal(true),
      upstream: 'The model endpoint',
      body: workerStartupRequestSchema,
      dbgpt: true,
    },
    'POST /api/v2/serve/model/models/start': {
      data: z.literal(true),
      upstream: 'The model endpoint',
      body: workerStartupRequestSchema,
      dbgpt: true,
    },
    'POST /api/v2/serve/model/models/stop': {
      data: z.literal(true),
      body: workerStartupRequestSchema,
      dbgpt: true,
    },
    'GET /api/v2/serve/model/model-types': { data: z.array(supportedModelSchema), dbgpt: true },
    'GET /api/v1/worker/models': { data: z.array(modelInstanceSchema) },
    'POST /api/v1/worker/models': {
      data: z.literal(true),
      upstream: 'The model endpoint',
      body: workerStartupRequestSchema,
    },
    'POST /api/v1/worker/models/start': {
      data: z.literal(true),
      upstream: 'The model endpoint',
      body: workerStartupRequestSchema,
    },
    'POST /api/v1/worker/models/stop': { data: z.literal(true), body: workerStartupRequestSchema },
    'GET /api/v1/worker/model-types': { data: z.array(supportedModelSchema) },
  },
};
