import type { RouteDocs } from '../route-doc';
import { idParamsSchema } from '../../routes/flows-variables';
import { variableKeysQuerySchema, variableRequestSchema, variablesQuerySchema } from '@/contract/flow';

/** The routes of server/routes/flows-variables.ts. */
export const flowsVariablesDocs: RouteDocs = {
  area: 'flows-variables',
  routes: {
    'GET /api/v2/serve/awel/variables/keys': { query: variableKeysQuerySchema, dbgpt: true },
    'GET /api/v2/serve/awel/variables': { query: variablesQuerySchema, dbgpt: true },
    'POST /api/v2/serve/awel/variables': { body: variableRequestSchema, dbgpt: true },
    'PUT /api/v2/serve/awel/variables/:id': {
      params: idParamsSchema,
      body: variableRequestSchema,
      dbgpt: true,
    },
    'DELETE /api/v2/serve/awel/variables/:id': { params: idParamsSchema, dbgpt: true },
    'GET /api/v1/serve/awel/variables/keys': { query: variableKeysQuerySchema },
    'GET /api/v1/serve/awel/variables': { query: variablesQuerySchema, dbgpt: true },
    'POST /api/v1/serve/awel/variables': { body: variableRequestSchema, dbgpt: true },
    'PUT /api/v1/serve/awel/variables/:id': {
      params: idParamsSchema,
      body: variableRequestSchema,
      dbgpt: true,
    },
    'DELETE /api/v1/serve/awel/variables/:id': { params: idParamsSchema, dbgpt: true },
  },
};
