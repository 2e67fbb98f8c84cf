import type { RouteDocs } from '../route-doc';
import { datasourceSchema } from '@/contract/datasource';

/** The routes of server/routes/datasource-upload.ts. */
export const datasourceUploadDocs: RouteDocs = {
  area: 'datasource-upload',
  routes: {
    'POST /api/v2/serve/datasources/upload': { data: datasourceSchema },
  },
};
