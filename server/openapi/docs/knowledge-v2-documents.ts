import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { paginationSchema } from '@/contract/common';
import {
  documentV2CreateBodySchema,
  documentV2SyncBodySchema,
  documentV2SyncEntrySchema,
} from '../../knowledge/document-requests';
import { documentV2Schema, servePageQuerySchema } from '@/contract/serve-v2';

/** The routes of server/routes/knowledge-v2/documents.ts. */
export const knowledgeV2DocumentsDocs: RouteDocs = {
  area: 'knowledge',
  routes: {
    'POST /api/v2/serve/knowledge/documents': { data: documentV2Schema, body: documentV2CreateBodySchema },
    'GET /api/v2/serve/knowledge/documents': {
      data: paginationSchema(documentV2Schema),
      query: servePageQuerySchema,
    },
    'GET /api/v2/serve/knowledge/documents/:document_id': { data: documentV2Schema },
    'DELETE /api/v2/serve/knowledge/documents/:document_id': { data: documentV2Schema },
    'POST /api/v2/serve/knowledge/documents/sync': {
      data: z.array(z.number().int()),
      body: documentV2SyncBodySchema,
    },
    'POST /api/v2/serve/knowledge/documents/:document_id/sync': {
      data: z.array(z.number().int()),
      body: documentV2SyncEntrySchema,
    },
  },
};
