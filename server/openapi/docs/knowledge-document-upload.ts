import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { uploadFieldsSchema } from '../../knowledge/document-requests';

/** The routes of server/routes/knowledge/document-upload.ts. */
export const knowledgeDocumentUploadDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'POST /knowledge/:space/document/upload': {
      upload: { fields: uploadFieldsSchema, files: ['doc_file'] },
      data: z.number().int(),
      dbgpt: true,
    },
    'POST /api/v1/knowledge/:space/document/upload': {
      upload: { fields: uploadFieldsSchema, files: ['doc_file'] },
      data: z.number().int(),
      dbgpt: true,
    },
  },
};
