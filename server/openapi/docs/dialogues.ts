import type { RouteDocs } from '../route-doc';
import { conUidQuerySchema, newDialogueQuerySchema } from '../../routes/dialogues';
import {
  chatHistorySchema,
  conversationSchema,
  dialogueListQuerySchema,
  dialogueListSchema,
  renameDialogueBodySchema,
} from '@/contract/chat';

/** The routes of server/routes/dialogues.ts. */
export const dialoguesDocs: RouteDocs = {
  area: 'chat',
  routes: {
    'POST /api/v1/chat/dialogue/new': {
      data: conversationSchema,
      query: newDialogueQuerySchema,
      dbgpt: true,
    },
    'GET /api/v1/chat/dialogue/list': {
      data: dialogueListSchema,
      query: dialogueListQuerySchema,
      dbgpt: true,
    },
    'GET /api/v1/chat/dialogue/messages/history': {
      data: chatHistorySchema,
      query: conUidQuerySchema,
      dbgpt: true,
    },
    'POST /api/v1/chat/dialogue/clear': { data: null, query: conUidQuerySchema, dbgpt: true },
    'POST /api/v1/chat/dialogue/rename': {
      data: conversationSchema,
      query: conUidQuerySchema,
      body: renameDialogueBodySchema,
    },
    'POST /api/v1/chat/dialogue/delete': { data: null, query: conUidQuerySchema, dbgpt: true },
  },
};
