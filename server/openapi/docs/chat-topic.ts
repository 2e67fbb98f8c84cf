import type { RouteDocs } from '../route-doc';
import { chatModeParamsSchema } from '@/contract/chat';
import { modeParamsQuerySchema, terminateQuerySchema } from '../../routes/chat-topic';

/** The routes of server/routes/chat-topic.ts. */
export const chatTopicDocs: RouteDocs = {
  area: 'chat',
  routes: {
    'POST /api/v1/chat/topic/terminate': { data: null, query: terminateQuerySchema, dbgpt: true },
    'POST /api/v1/chat/mode/params/list': {
      data: chatModeParamsSchema,
      query: modeParamsQuerySchema,
      dbgpt: true,
    },
  },
};
