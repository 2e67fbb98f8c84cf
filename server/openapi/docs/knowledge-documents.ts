import type { RouteDocs } from '../route-doc';
import {
  documentAddBodySchema,
  documentDeleteBodySchema,
  documentEditBodySchema,
  documentListBodySchema,
} from '../../knowledge/document-requests';

/** The routes of server/routes/knowledge/documents.ts. */
export const knowledgeDocumentsDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'POST /knowledge/:space/document/add': { body: documentAddBodySchema, dbgpt: true },
    'POST /knowledge/:space/document/list': { body: documentListBodySchema, dbgpt: true },
    'POST /knowledge/:space/document/edit': { body: documentEditBodySchema, dbgpt: true },
    'POST /knowledge/:space/document/delete': { body: documentDeleteBodySchema, dbgpt: true },
    'POST /api/v1/knowledge/:space/document/add': { body: documentAddBodySchema, dbgpt: true },
    'POST /api/v1/knowledge/:space/document/list': { body: documentListBodySchema, dbgpt: true },
    'POST /api/v1/knowledge/:space/document/edit': { body: documentEditBodySchema, dbgpt: true },
    'POST /api/v1/knowledge/:space/document/delete': { body: documentDeleteBodySchema, dbgpt: true },
  },
};
