import type { RouteDocs } from '../route-doc';
import { flowPanelPageSchema, flowPanelSchema } from '@/contract/flow/panel';
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
    'POST /api/v2/serve/awel/flows': { data: flowPanelSchema, body: flowCreateRequestSchema, dbgpt: true },
    'GET /api/v2/serve/awel/flows': { data: flowPanelPageSchema, query: flowListQuerySchema, dbgpt: true },
    'GET /api/v2/serve/awel/flows/:uid': { data: flowPanelSchema, params: uidParamsSchema, dbgpt: true },
    'PUT /api/v2/serve/awel/flows/:uid': {
      data: flowPanelSchema,
      body: flowUpdateRequestSchema,
      dbgpt: true,
    },
    'DELETE /api/v2/serve/awel/flows/:uid': { data: flowPanelSchema, params: uidParamsSchema, dbgpt: true },
    'POST /api/v2/serve/awel/flows/:uid/copy': {
      data: flowPanelSchema,
      params: uidParamsSchema,
      body: flowCopyRequestSchema,
    },
    'POST /api/v1/serve/awel/flows': { data: flowPanelSchema, body: flowCreateRequestSchema },
    'GET /api/v1/serve/awel/flows': { data: flowPanelPageSchema, query: flowListQuerySchema },
    'GET /api/v1/serve/awel/flows/:uid': { data: flowPanelSchema, params: uidParamsSchema, dbgpt: true },
    'PUT /api/v1/serve/awel/flows/:uid': {
      data: flowPanelSchema,
      body: flowUpdateRequestSchema,
      dbgpt: true,
    },
    'DELETE /api/v1/serve/awel/flows/:uid': { data: flowPanelSchema, params: uidParamsSchema, dbgpt: true },
    'POST /api/v1/serve/awel/flows/:uid/copy': {
      data: flowPanelSchema,
      params: uidParamsSchema,
      body: flowCopyRequestSchema,
    },
  },
};
