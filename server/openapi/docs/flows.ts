import type { RouteDocs } from '../route-doc';
import { uidParamsSchema } from '../../routes/flows-common';
import {
  flowCopyRequestSchema,
  flowCreateRequestSchema,
  flowListQuerySchema,
  flowUpdateRequestSchema,
} from '@/contract/flow';

/** The routes of server/routes/flows.ts. */
export const flowsDocs: RouteDocs = {
  area: 'flows',
  routes: {
    'POST /api/v2/serve/awel/flows': { body: flowCreateRequestSchema, dbgpt: true },
    'GET /api/v2/serve/awel/flows': { query: flowListQuerySchema, dbgpt: true },
    'GET /api/v2/serve/awel/flows/:uid': { params: uidParamsSchema, dbgpt: true },
    'PUT /api/v2/serve/awel/flows/:uid': { body: flowUpdateRequestSchema, dbgpt: true },
    'DELETE /api/v2/serve/awel/flows/:uid': { params: uidParamsSchema, dbgpt: true },
    'POST /api/v2/serve/awel/flows/:uid/copy': { params: uidParamsSchema, body: flowCopyRequestSchema },
    'POST /api/v1/serve/awel/flows': { body: flowCreateRequestSchema },
    'GET /api/v1/serve/awel/flows': { query: flowListQuerySchema },
    'GET /api/v1/serve/awel/flows/:uid': { params: uidParamsSchema, dbgpt: true },
    'PUT /api/v1/serve/awel/flows/:uid': { body: flowUpdateRequestSchema, dbgpt: true },
    'DELETE /api/v1/serve/awel/flows/:uid': { params: uidParamsSchema, dbgpt: true },
    'POST /api/v1/serve/awel/flows/:uid/copy': { params: uidParamsSchema, body: flowCopyRequestSchema },
  },
};
