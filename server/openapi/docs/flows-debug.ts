import type { RouteDocs } from '../route-doc';
import { flowDebugRequestSchema } from '@/contract/flow/debug';

/** The routes of server/routes/flows-debug.ts. */
export const flowsDebugDocs: RouteDocs = {
  area: 'flows',
  routes: {
    'POST /api/v2/serve/awel/flow/debug': {
      summary: 'Runs a flow once without saving it; its output as text frames',
      body: flowDebugRequestSchema,
      stream: true,
      dbgpt: true,
    },
    'POST /api/v1/serve/awel/flow/debug': { body: flowDebugRequestSchema, stream: true },
  },
};
