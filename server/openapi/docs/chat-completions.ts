import type { RouteDocs } from '../route-doc';
import { chatTurnRequestSchema } from '../../routes/chat-completions';

/** The routes of server/routes/chat-completions.ts. */
export const chatCompletionsDocs: RouteDocs = {
  area: 'chat',
  routes: {
    'POST /api/v1/chat/completions': {
      summary: 'DB-GPT\'s chat turn: the answer as text frames, or `{"vis": …}` frames for agents',
      body: chatTurnRequestSchema,
      stream: true,
      dbgpt: true,
    },
  },
};
