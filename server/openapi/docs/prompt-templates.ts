import type { RouteDocs } from '../route-doc';
import {
  debugPromptBodySchema,
  targetsQuerySchema,
  templateLoadQuerySchema,
  verifyBodySchema,
} from '../../prompts/prompt-requests';

/** The routes of server/routes/prompt-templates.ts. */
export const promptTemplatesDocs: RouteDocs = {
  area: 'prompt-templates',
  routes: {
    'GET /prompt/type/targets': { query: targetsQuerySchema, dbgpt: true },
    'POST /prompt/template/load': { query: templateLoadQuerySchema, dbgpt: true },
    'POST /prompt/response/verify': { body: verifyBodySchema, dbgpt: true },
    'POST /prompt/template/debug': { body: debugPromptBodySchema, stream: true, dbgpt: true },
  },
};
