import type { RouteDocs } from '../route-doc';
import {
  embedLinkCreateRequestSchema,
  embedLinkListQuerySchema,
  embedLinkListSchema,
  embedLinkRevokeRequestSchema,
  embedLinkSchema,
  embedSessionSchema,
} from '@/contract/embed';

/** The routes of server/routes/embed-links.ts. */
export const embedLinksDocs: RouteDocs = {
  area: 'apps',
  routes: {
    'GET /api/v1/app/embed/list': { data: embedLinkListSchema, query: embedLinkListQuerySchema },
    'POST /api/v1/app/embed/create': { data: embedLinkSchema, body: embedLinkCreateRequestSchema },
    'POST /api/v1/app/embed/revoke': { data: null, body: embedLinkRevokeRequestSchema },
    'GET /api/v1/embed/session': { data: embedSessionSchema },
  },
};
