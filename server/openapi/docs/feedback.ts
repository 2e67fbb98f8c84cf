import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import {
  feedbackReasonSchema,
  feedbackRecordSchema,
  feedbackSelectSchema,
  ratingRecordSchema,
} from '@/contract/feedback';
import { addBodySchema, cancelBodySchema, commitBodySchema, findQuerySchema } from '../../routes/feedback';

/** The routes of server/routes/feedback.ts. */
export const feedbackDocs: RouteDocs = {
  area: 'chat',
  routes: {
    'GET /api/v1/conv/feedback/reasons': { data: z.array(feedbackReasonSchema), dbgpt: true },
    'POST /api/v1/conv/feedback/add': { data: feedbackRecordSchema, body: addBodySchema, dbgpt: true },
    'POST /api/v1/conv/feedback/cancel': {
      data: z.array(z.never()).max(0),
      body: cancelBodySchema,
      dbgpt: true,
    },
    'GET /api/v1/feedback/select': { data: feedbackSelectSchema, dbgpt: true },
    'GET /api/v1/feedback/find': { data: ratingRecordSchema.nullable(), query: findQuerySchema, dbgpt: true },
    'POST /api/v1/feedback/commit': { data: z.literal(true), body: commitBodySchema, dbgpt: true },
  },
};
