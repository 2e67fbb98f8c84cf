import type { RouteDocs } from '../route-doc';
import { idParamsSchema } from '../../routes/profile';
import { profileUpdateRequestSchema } from '@/contract/profile';

/** The routes of server/routes/profile.ts. */
export const profileDocs: RouteDocs = {
  area: 'profile',
  routes: {
    'GET /api/v1/auth/profile': {},
    'POST /api/v1/auth/profile': { body: profileUpdateRequestSchema },
    'POST /api/v1/auth/profile/avatar': {},
    'DELETE /api/v1/auth/profile/avatar': {},
    'GET /api/v1/auth/avatars/:id': { params: idParamsSchema },
  },
};
