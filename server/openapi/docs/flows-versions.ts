import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { flowPanelSchema, flowVersionSchema } from '@/contract/flow/panel';
import { uidParamsSchema } from '../../routes/flows-common';
import { versionParamsSchema } from '../../routes/flows-versions';

/** The routes of server/routes/flows-versions.ts. */
export const flowsVersionsDocs: RouteDocs = {
  area: 'flows',
  routes: {
    'GET /api/v2/serve/awel/flows/:uid/versions': {
      data: z.array(flowVersionSchema),
      params: uidParamsSchema,
    },
    'POST /api/v2/serve/awel/flows/:uid/versions/:id/restore': {
      data: flowPanelSchema,
      params: versionParamsSchema,
    },
    'GET /api/v1/serve/awel/flows/:uid/versions': {
      data: z.array(flowVersionSchema),
      params: uidParamsSchema,
    },
    'POST /api/v1/serve/awel/flows/:uid/versions/:id/restore': {
      data: flowPanelSchema,
      params: versionParamsSchema,
    },
  },
};
