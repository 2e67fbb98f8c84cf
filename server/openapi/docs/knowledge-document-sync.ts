import type { RouteDocs } from '../route-doc';
import { documentSyncBatchResponseSchema, documentSyncResponseSchema } from '@/contract/knowledge/document';
import { documentSyncBatchBodySchema, documentSyncBodySchema } from '../../knowledge/document-requests';

/** The routes of server/routes/knowledge/document-sync.ts. */
export const knowledgeDocumentSyncDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'POST /knowledge/:space/document/sync': {
      data: documentSyncResponseSchema,
      body: documentSyncBodySchema,
      dbgpt: true,
    },
    'POST /knowledge/:space/document/sync_batch': {
      data: documentSyncBatchResponseSchema,
      body: documentSyncBatchBodySchema,
      dbgpt: true,
    },
    'POST /api/v1/knowledge/:space/document/sync': {
      data: documentSyncResponseSchema,
      body: documentSyncBodySchema,
      dbgpt: true,
    },
    'POST /api/v1/knowledge/:space/document/sync_batch': {
      data: documentSyncBatchResponseSchema,
      body: documentSyncBatchBodySchema,
      dbgpt: true,
    },
  },
};
