import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import {
  authStatusSchema,
  meSchema,
  passwordChangeRequestSchema,
  setupRequestSchema,
  signInRequestSchema,
} from '@/contract/auth';

/** The routes of server/routes/auth.ts. */
export const authDocs: RouteDocs = {
  area: 'auth',
  routes: {
    'GET /api/v1/auth/status': { data: authStatusSchema },
    'GET /api/v1/auth/me': { data: meSchema.nullable() },
    'POST /api/v1/auth/setup': { data: meSchema, body: setupRequestSchema },
    'POST /api/v1/auth/login': { data: meSchema, body: signInRequestSchema },
    'POST /api/v1/auth/logout': { data: z.literal(true) },
    'POST /api/v1/auth/password': { data: z.literal(true), body: passwordChangeRequestSchema },
  },
};
