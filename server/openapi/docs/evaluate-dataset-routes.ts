import type { RouteDocs } from '../route-doc';
import {
  datasetCodeQuerySchema,
  datasetContentUploadSchema,
  datasetFileUploadFieldsSchema,
  datasetMembersUpdateSchema,
  evaluateListQuerySchema,
} from '@/contract/evaluate';

/** The routes of server/routes/evaluate/dataset-routes.ts. */
export const evaluateDatasetRoutesDocs: RouteDocs = {
  area: 'evaluate',
  routes: {
    'GET /api/v1/evaluate/datasets': { query: evaluateListQuerySchema, dbgpt: true },
    'POST /api/v1/evaluate/dataset/upload/content': { body: datasetContentUploadSchema, dbgpt: true },
    'POST /api/v1/evaluate/dataset/upload/file': { body: datasetFileUploadFieldsSchema, dbgpt: true },
    'DELETE /api/v1/evaluate/dataset': { query: datasetCodeQuerySchema, dbgpt: true },
    'GET /api/v1/evaluate/dataset/download': { query: datasetCodeQuerySchema, dbgpt: true },
    'POST /api/v1/evaluate/dataset/members/update': { body: datasetMembersUpdateSchema, dbgpt: true },
    'GET /api/v2/serve/evaluate/datasets': { query: evaluateListQuerySchema },
    'POST /api/v2/serve/evaluate/dataset/upload/content': { body: datasetContentUploadSchema },
    'POST /api/v2/serve/evaluate/dataset/upload/file': { body: datasetFileUploadFieldsSchema },
    'DELETE /api/v2/serve/evaluate/dataset': { query: datasetCodeQuerySchema },
    'GET /api/v2/serve/evaluate/dataset/download': { query: datasetCodeQuerySchema },
    'POST /api/v2/serve/evaluate/dataset/members/update': { body: datasetMembersUpdateSchema },
  },
};
