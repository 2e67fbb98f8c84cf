import type { RouteDocs } from '../route-doc';
import { userListQuerySchema } from '@/contract/user';

/** The routes of server/routes/users.ts. */
export const usersDocs: RouteDocs = {
  area: 'users',
  routes: {
    'GET /api/v1/users': { query: userListQuerySchema },
  },
};
