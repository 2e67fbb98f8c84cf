import type { RouteDocs } from '../route-doc';
import { idParamsSchema } from '../../routes/my-sessions';

/** The routes of server/routes/my-sessions.ts. */
export const mySessionsDocs: RouteDocs = {
  area: 'my-sessions',
  routes: {
    'GET /api/v1/auth/sessions': {},
    'DELETE /api/v1/auth/sessions/:id': { params: idParamsSchema },
    'POST /api/v1/auth/sessions/end-others': {},
  },
};
