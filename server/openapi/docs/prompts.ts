import type { RouteDocs } from '../route-doc';
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
    'POST /prompt/add': { body: addPromptBodySchema, dbgpt: true },
    'POST /prompt/update': { body: updatePromptBodySchema, dbgpt: true },
    'POST /prompt/delete': { body: deletePromptBodySchema, dbgpt: true },
    'POST /prompt/query_page': { query: promptPageQuerySchema, body: promptFilterBodySchema, dbgpt: true },
    'POST /prompt/list': { body: promptFilterBodySchema, dbgpt: true },
  },
};
