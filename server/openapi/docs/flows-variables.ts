import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { variableKeySchema, variablePageSchema, variableSchema } from '@/contract/flow/variables';
import { idParamsSchema } from '../../routes/flows-variables';
import { variableKeysQuerySchema, variableRequestSchema, variablesQuerySchema } from '@/contract/flow';

/** The routes of server/routes/flows-variables.ts. */
export const flowsVariablesDocs: RouteDocs = {
  area: 'flows',
  routes: {
    'GET /api/v2/serve/awel/variables/keys': {
      data: z.array(variableKeySchema),
      query: variableKeysQuerySchema,
      dbgpt: true,
    },
    'GET /api/v2/serve/awel/variables': {
      data: variablePageSchema,
      query: variablesQuerySchema,
      dbgpt: true,
    },
    'POST /api/v2/serve/awel/variables': { data: variableSchema, body: variableRequestSchema, dbgpt: true },
    'PUT /api/v2/serve/awel/variables/:id': {
      data: variableSchema,
      params: idParamsSchema,
      body: variableRequestSchema,
      dbgpt: true,
    },
    'DELETE /api/v2/serve/awel/variables/:id': { data: variableSchema, params: idParamsSchema, dbgpt: true },
    'GET /api/v1/serve/awel/variables/keys': {
      data: z.array(variableKeySchema),
      query: variableKeysQuerySchema,
    },
    'GET /api/v1/serve/awel/variables': {
      data: variablePageSchema,
      query: variablesQuerySchema,
      dbgpt: true,
    },
    'POST /api/v1/serve/awel/variables': { data: variableSchema, body: variableRequestSchema, dbgpt: true },
    'PUT /api/v1/serve/awel/variables/:id': {
      data: variableSchema,
      params: idParamsSchema,
      body: variableRequestSchema,
      dbgpt: true,
    },
    'DELETE /api/v1/serve/awel/variables/:id': { data: variableSchema, params: idParamsSchema, dbgpt: true },
  },
};
