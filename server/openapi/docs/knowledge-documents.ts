import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { documentListResponseSchema } from '@/contract/knowledge/document';
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
    'POST /knowledge/:space/document/add': {
      data: z.number().int(),
      body: documentAddBodySchema,
      dbgpt: true,
    },
    'POST /knowledge/:space/document/list': {
      data: documentListResponseSchema,
      body: documentListBodySchema,
      dbgpt: true,
    },
    'POST /knowledge/:space/document/edit': { data: null, body: documentEditBodySchema, dbgpt: true },
    'POST /knowledge/:space/document/delete': {
      data: z.literal('None'),
      body: documentDeleteBodySchema,
      dbgpt: true,
    },
    'POST /api/v1/knowledge/:space/document/add': {
      data: z.number().int(),
      body: documentAddBodySchema,
      dbgpt: true,
    },
    'POST /api/v1/knowledge/:space/document/list': {
      data: documentListResponseSchema,
      body: documentListBodySchema,
      dbgpt: true,
    },
    'POST /api/v1/knowledge/:space/document/edit': { data: null, body: documentEditBodySchema, dbgpt: true },
    'POST /api/v1/knowledge/:space/document/delete': {
      data: z.literal('None'),
      body: documentDeleteBodySchema,
      dbgpt: true,
    },
  },
};
