import type { RouteDocs } from '../route-doc';
import { workerStartupRequestSchema } from '@/contract/model';

/** The routes of server/routes/model-serve.ts. */
export const modelServeDocs: RouteDocs = {
  area: 'model-serve',
  routes: {
    'GET /api/v2/serve/model/models': { dbgpt: true },
    'POST /api/v2/serve/model/models': {
      upstream: 'The model endpoint',
      body: workerStartupRequestSchema,
      dbgpt: true,
    },
    'POST /api/v2/serve/model/models/start': {
      upstream: 'The model endpoint',
      body: workerStartupRequestSchema,
      dbgpt: true,
    },
    'POST /api/v2/serve/model/models/stop': { body: workerStartupRequestSchema, dbgpt: true },
    'GET /api/v2/serve/model/model-types': { dbgpt: true },
    'GET /api/v1/worker/models': {},
    'POST /api/v1/worker/models': { upstream: 'The model endpoint', body: workerStartupRequestSchema },
    'POST /api/v1/worker/models/start': { upstream: 'The model endpoint', body: workerStartupRequestSchema },
    'POST /api/v1/worker/models/stop': { body: workerStartupRequestSchema },
    'GET /api/v1/worker/model-types': {},
  },
};
