import type { RouteDocs } from '../route-doc';
import {
  datasetCodeQuerySchema,
  datasetContentUploadSchema,
  datasetFileUploadFieldsSchema,
  datasetMembersUpdateSchema,
  datasetPageSchema,
  datasetSchema,
  evaluateListQuerySchema,
} from '@/contract/evaluate';

/** The routes of server/routes/evaluate/dataset-routes.ts. */
export const evaluateDatasetRoutesDocs: RouteDocs = {
  area: 'evaluation',
  routes: {
    'GET /api/v1/evaluate/datasets': { data: datasetPageSchema, query: evaluateListQuerySchema, dbgpt: true },
    'POST /api/v1/evaluate/dataset/upload/content': {
      data: datasetSchema,
      body: datasetContentUploadSchema,
      dbgpt: true,
    },
    'POST /api/v1/evaluate/dataset/upload/file': {
      data: datasetSchema,
      upload: { fields: datasetFileUploadFieldsSchema, files: ['doc_file'] },
      dbgpt: true,
    },
    'DELETE /api/v1/evaluate/dataset': { data: null, query: datasetCodeQuerySchema, dbgpt: true },
    'GET /api/v1/evaluate/dataset/download': {
      file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      query: datasetCodeQuerySchema,
      dbgpt: true,
    },
    'POST /api/v1/evaluate/dataset/members/update': {
      data: datasetSchema,
      body: datasetMembersUpdateSchema,
      dbgpt: true,
    },
    'GET /api/v2/serve/evaluate/datasets': { data: datasetPageSchema, query: evaluateListQuerySchema },
    'POST /api/v2/serve/evaluate/dataset/upload/content': {
      data: datasetSchema,
      body: datasetContentUploadSchema,
    },
    'POST /api/v2/serve/evaluate/dataset/upload/file': {
      data: datasetSchema,
      upload: { fields: datasetFileUploadFieldsSchema, files: ['doc_file'] },
    },
    'DELETE /api/v2/serve/evaluate/dataset': { data: null, query: datasetCodeQuerySchema },
    'GET /api/v2/serve/evaluate/dataset/download': {
      file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      query: datasetCodeQuerySchema,
    },
    'POST /api/v2/serve/evaluate/dataset/members/update': {
      data: datasetSchema,
      body: datasetMembersUpdateSchema,
    },
  },
};
