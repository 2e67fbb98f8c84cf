import type { RouteDocs } from '../route-doc';
import { idParamsSchema } from '../../routes/admin-users';
import {
  accountCreateRequestSchema,
  accountSchema,
  accountUpdateRequestSchema,
  passwordResetRequestSchema,
} from '@/contract/auth';
import {
  accountListQuerySchema,
  accountPageSchema,
  createdAccountSchema,
  passwordResetSchema,
} from '@/contract/users';

/** The routes of server/routes/admin-users.ts. */
export const adminUsersDocs: RouteDocs = {
  area: 'users',
  routes: {
    'GET /api/v1/admin/users': { data: accountPageSchema, query: accountListQuerySchema },
    'POST /api/v1/admin/users': { data: createdAccountSchema, body: accountCreateRequestSchema },
    'PATCH /api/v1/admin/users/:id': {
      data: accountSchema,
      params: idParamsSchema,
      body: accountUpdateRequestSchema,
    },
    'POST /api/v1/admin/users/:id/password': {
      data: passwordResetSchema,
      params: idParamsSchema,
      body: passwordResetRequestSchema,
    },
  },
};
