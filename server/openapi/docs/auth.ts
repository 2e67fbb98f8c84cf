import type { RouteDocs } from '../route-doc';
import { passwordChangeRequestSchema, setupRequestSchema, signInRequestSchema } from '@/contract/auth';

/** The routes of server/routes/auth.ts. */
export const authDocs: RouteDocs = {
  area: 'auth',
  routes: {
    'GET /api/v1/auth/status': {},
    'GET /api/v1/auth/me': {},
    'POST /api/v1/auth/setup': { body: setupRequestSchema },
    'POST /api/v1/auth/login': { body: signInRequestSchema },
    'POST /api/v1/auth/logout': {},
    'POST /api/v1/auth/password': { body: passwordChangeRequestSchema },
  },
};
