import type { RouteDocs } from '../route-doc';
import { datasourceSchema } from '@/contract/datasource';

/** The routes of server/routes/datasource-upload.ts. */
export const datasourceUploadDocs: RouteDocs = {
  area: 'datasources',
  routes: {
    'POST /api/v2/serve/datasources/upload': { data: datasourceSchema },
  },
};
