import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { promptPageSchema, promptSchema } from '@/contract/prompt';
import {
  addPromptBodySchema,
  deletePromptBodySchema,
  promptFilterBodySchema,
  promptPageQuerySchema,
  updatePromptBodySchema,
} from '../../prompts/prompt-requests';

/** The routes of server/routes/prompts.ts. */
export const promptsDocs: RouteDocs = {
  area: 'prompts',
  routes: {
    'POST /prompt/add': { data: promptSchema, body: addPromptBodySchema, dbgpt: true },
    'POST /prompt/update': { data: promptSchema, body: updatePromptBodySchema, dbgpt: true },
    'POST /prompt/delete': { data: null, body: deletePromptBodySchema, dbgpt: true },
    'POST /prompt/query_page': {
      data: promptPageSchema,
      query: promptPageQuerySchema,
      body: promptFilterBodySchema,
      dbgpt: true,
    },
    'POST /prompt/list': { data: z.array(promptSchema), body: promptFilterBodySchema, dbgpt: true },
  },
};
