import type { RouteDocs } from '../route-doc';
import { requestSchema } from '../../routes/chat-completions';

/** The routes of server/routes/chat-completions.ts. */
export const chatCompletionsDocs: RouteDocs = {
  area: 'chat',
  routes: {
    'POST /api/v1/chat/completions': { body: requestSchema, stream: true, dbgpt: true },
  },
};
