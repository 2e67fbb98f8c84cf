import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { listedUserSchema, userListQuerySchema } from '@/contract/user';

/** The routes of server/routes/users.ts. */
export const usersDocs: RouteDocs = {
  area: 'users',
  routes: {
    'GET /api/v1/users': { data: z.array(listedUserSchema), query: userListQuerySchema },
  },
};
