import type { RouteDocs } from '../route-doc';
import { flowPanelSchema } from '@/contract/flow/panel';
import { paginationSchema } from '@/contract/common';
import { flowTemplatesQuerySchema } from '@/contract/flow';

/** The routes of server/routes/flows-templates.ts. */
export const flowsTemplatesDocs: RouteDocs = {
  area: 'flows',
  routes: {
    'GET /api/v2/serve/awel/flow/templates': {
      data: paginationSchema(flowPanelSchema),
      query: flowTemplatesQuerySchema,
      dbgpt: true,
    },
    'GET /api/v1/serve/awel/flow/templates': {
      data: paginationSchema(flowPanelSchema),
      query: flowTemplatesQuerySchema,
    },
  },
};
