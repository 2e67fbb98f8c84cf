import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { nodeMetadataSchema, operatorMetadataSchema } from '@/contract/flow/node-metadata';
import { flowNodeRefreshRequestSchema, flowNodesQuerySchema } from '@/contract/flow';

/** The routes of server/routes/flows-nodes.ts. */
export const flowsNodesDocs: RouteDocs = {
  area: 'flows',
  routes: {
    'GET /api/v2/serve/awel/nodes': {
      data: z.array(nodeMetadataSchema),
      query: flowNodesQuerySchema,
      dbgpt: true,
    },
    'POST /api/v2/serve/awel/nodes/refresh': {
      data: operatorMetadataSchema,
      body: flowNodeRefreshRequestSchema,
      dbgpt: true,
    },
    'GET /api/v1/serve/awel/nodes': {
      data: z.array(nodeMetadataSchema),
      query: flowNodesQuerySchema,
      dbgpt: true,
    },
    'POST /api/v1/serve/awel/nodes/refresh': {
      data: operatorMetadataSchema,
      body: flowNodeRefreshRequestSchema,
      dbgpt: true,
    },
  },
};
