import type { RouteDocs } from '../route-doc';
import { uploadFieldsSchema } from '../../knowledge/document-requests';

/** The routes of server/routes/knowledge/document-upload.ts. */
export const knowledgeDocumentUploadDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'POST /knowledge/:space/document/upload': { body: uploadFieldsSchema, dbgpt: true },
    'POST /api/v1/knowledge/:space/document/upload': { body: uploadFieldsSchema, dbgpt: true },
  },
};
