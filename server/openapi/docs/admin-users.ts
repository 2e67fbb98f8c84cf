import type { RouteDocs } from '../route-doc';
import { idParamsSchema } from '../../routes/admin-users';
import {
  accountCreateRequestSchema,
  accountUpdateRequestSchema,
  passwordResetRequestSchema,
} from '@/contract/auth';
import { accountListQuerySchema } from '@/contract/users';

/** The routes of server/routes/admin-users.ts. */
export const adminUsersDocs: RouteDocs = {
  area: 'admin-users',
  routes: {
    'GET /api/v1/admin/users': { query: accountListQuerySchema },
    'POST /api/v1/admin/users': { body: accountCreateRequestSchema },
    'PATCH /api/v1/admin/users/:id': { params: idParamsSchema, body: accountUpdateRequestSchema },
    'POST /api/v1/admin/users/:id/password': { params: idParamsSchema, body: passwordResetRequestSchema },
  },
};
