import type { RouteDocs } from '../route-doc';
import {
  embedLinkCreateRequestSchema,
  embedLinkListQuerySchema,
  embedLinkRevokeRequestSchema,
} from '@/contract/embed';

/** The routes of server/routes/embed-links.ts. */
export const embedLinksDocs: RouteDocs = {
  area: 'embed-links',
  routes: {
    'GET /api/v1/app/embed/list': { query: embedLinkListQuerySchema },
    'POST /api/v1/app/embed/create': { body: embedLinkCreateRequestSchema },
    'POST /api/v1/app/embed/revoke': { body: embedLinkRevokeRequestSchema },
    'GET /api/v1/embed/session': {},
  },
};
