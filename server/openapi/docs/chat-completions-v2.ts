import type { RouteDocs } from '../route-doc';
import { v2ChatCompletionRequestSchema } from '@/contract/openai-chat';

/** The routes of server/routes/chat-completions-v2.ts. */
export const chatCompletionsV2Docs: RouteDocs = {
  area: 'chat-completions-v2',
  routes: {
    'POST /api/v2/chat/completions': {
      upstream: 'The model provider',
      body: v2ChatCompletionRequestSchema,
      dbgpt: true,
    },
  },
};
