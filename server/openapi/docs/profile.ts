import type { RouteDocs } from '../route-doc';
import { idParamsSchema } from '../../routes/profile';
import { profileSchema, profileUpdateRequestSchema } from '@/contract/profile';

/** The routes of server/routes/profile.ts. */
export const profileDocs: RouteDocs = {
  area: 'auth',
  routes: {
    'GET /api/v1/auth/profile': { data: profileSchema },
    'POST /api/v1/auth/profile': { data: profileSchema, body: profileUpdateRequestSchema },
    'POST /api/v1/auth/profile/avatar': { data: profileSchema, upload: { files: ['file'] } },
    'DELETE /api/v1/auth/profile/avatar': { data: profileSchema },
    'GET /api/v1/auth/avatars/:id': { file: 'image/*', params: idParamsSchema },
  },
};
