import type { RouteDocs } from '../route-doc';
import { chatUploadResultSchema } from '@/contract/chat';
import { fileMetadataSchema } from '@/contract/file';
import { fileMetadataBatchResponseSchema } from '@/contract/flow/file-metadata';
import {
  fileParamsSchema,
  metadataBatchSchema,
  metadataQuerySchema,
  uploadQuerySchema,
} from '../../routes/files';

/** The routes of server/routes/files.ts. */
export const filesDocs: RouteDocs = {
  area: 'files',
  routes: {
    'POST /api/v1/resource/file/upload': {
      data: chatUploadResultSchema,
      query: uploadQuerySchema,
      upload: { files: ['doc_files'] },
      dbgpt: true,
    },
    'POST /api/v2/serve/file/files/metadata/batch': {
      data: fileMetadataBatchResponseSchema,
      body: metadataBatchSchema,
      dbgpt: true,
    },
    'GET /api/v2/serve/file/files/metadata': {
      data: fileMetadataSchema,
      query: metadataQuerySchema,
      dbgpt: true,
    },
    'GET /api/v2/serve/file/files/:bucket/:file_id': {
      file: 'application/octet-stream',
      params: fileParamsSchema,
      dbgpt: true,
    },
    'DELETE /api/v2/serve/file/files/:bucket/:file_id': { data: null, params: fileParamsSchema, dbgpt: true },
  },
};
