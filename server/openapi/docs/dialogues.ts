import type { RouteDocs } from '../route-doc';
import { conUidQuerySchema, newDialogueQuerySchema } from '../../routes/dialogues';
import { dialogueListQuerySchema, renameDialogueBodySchema } from '@/contract/chat';

/** The routes of server/routes/dialogues.ts. */
export const dialoguesDocs: RouteDocs = {
  area: 'dialogues',
  routes: {
    'POST /api/v1/chat/dialogue/new': { query: newDialogueQuerySchema, dbgpt: true },
    'GET /api/v1/chat/dialogue/list': { query: dialogueListQuerySchema, dbgpt: true },
    'GET /api/v1/chat/dialogue/messages/history': { query: conUidQuerySchema, dbgpt: true },
    'POST /api/v1/chat/dialogue/clear': { query: conUidQuerySchema, dbgpt: true },
    'POST /api/v1/chat/dialogue/rename': { query: conUidQuerySchema, body: renameDialogueBodySchema },
    'POST /api/v1/chat/dialogue/delete': { query: conUidQuerySchema, dbgpt: true },
  },
};
