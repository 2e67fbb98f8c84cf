import type { RouteDocs } from '../route-doc';
import { flowPanelSchema } from '@/contract/flow/panel';
import { uidParamsSchema } from '../../routes/flows-common';
import { flowExportQuerySchema, flowImportQuerySchema } from '@/contract/flow';

/** The routes of server/routes/flows-transfer.ts. */
export const flowsTransferDocs: RouteDocs = {
  area: 'flows',
  routes: {
    'GET /api/v2/serve/awel/flow/export/:uid': {
      file: 'application/json',
      params: uidParamsSchema,
      query: flowExportQuerySchema,
      dbgpt: true,
    },
    'POST /api/v2/serve/awel/flow/import': {
      data: flowPanelSchema,
      query: flowImportQuerySchema,
      upload: { files: ['file'] },
      dbgpt: true,
    },
    'GET /api/v1/serve/awel/flow/export/:uid': {
      file: 'application/json',
      params: uidParamsSchema,
      query: flowExportQuerySchema,
      dbgpt: true,
    },
    'POST /api/v1/serve/awel/flow/import': { data: flowPanelSchema, query: flowImportQuerySchema },
  },
};
