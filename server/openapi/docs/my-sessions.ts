import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { signInSessionSchema } from '@/contract/profile';
import { idParamsSchema } from '../../routes/my-sessions';

/** The routes of server/routes/my-sessions.ts. */
export const mySessionsDocs: RouteDocs = {
  area: 'auth',
  routes: {
    'GET /api/v1/auth/sessions': { data: z.array(signInSessionSchema) },
    'DELETE /api/v1/auth/sessions/:id': { data: z.literal(true), params: idParamsSchema },
    'POST /api/v1/auth/sessions/end-others': { data: z.literal(true) },
  },
};
