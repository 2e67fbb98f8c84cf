import {
  chatCompletionChunkSchema,
  chatCompletionObjectSchema,
  v2ChatCompletionRequestSchema,
} from '@/contract/openai-chat';
import type { RouteDocs } from '../route-doc';

/** The routes of server/routes/chat-completions-v2.ts. */
export const chatCompletionsV2Docs: RouteDocs = {
  area: 'chat',
  routes: {
    'POST /api/v2/chat/completions': {
      summary: "OpenAI's chat completions: a completion, or chunks as events with `stream: true`",
      upstream: 'The model provider',
      body: v2ChatCompletionRequestSchema,
      plain: chatCompletionObjectSchema,
      stream: chatCompletionChunkSchema,
      dbgpt: true,
    },
  },
};
