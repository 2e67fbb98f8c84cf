import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { promptTargetsResponseSchema, promptTemplateSchema } from '@/contract/prompt';
import {
  debugPromptBodySchema,
  targetsQuerySchema,
  templateLoadQuerySchema,
  verifyBodySchema,
} from '../../prompts/prompt-requests';

/** The routes of server/routes/prompt-templates.ts. */
export const promptTemplatesDocs: RouteDocs = {
  area: 'prompts',
  routes: {
    'GET /prompt/type/targets': { data: promptTargetsResponseSchema, query: targetsQuerySchema, dbgpt: true },
    'POST /prompt/template/load': {
      data: promptTemplateSchema.nullable(),
      query: templateLoadQuerySchema,
      dbgpt: true,
    },
    'POST /prompt/response/verify': { data: z.literal(true), body: verifyBodySchema, dbgpt: true },
    'POST /prompt/template/debug': {
      summary: "Runs a prompt template against a model; the model's answer as text frames",
      body: debugPromptBodySchema,
      stream: true,
      dbgpt: true,
    },
  },
};
