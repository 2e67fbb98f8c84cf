import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import {
  agentSchema,
  appResourcesResponseSchema,
  llmStrategySchema,
  nativeSceneSchema,
} from '@/contract/app/requests';
import { teamModeSchema } from '@/contract/app/shapes';
import { appResourcesQuerySchema, llmStrategyValueQuerySchema } from '@/contract/app';

/** The routes of server/routes/apps-catalogue.ts. */
export const appsCatalogueDocs: RouteDocs = {
  area: 'apps',
  routes: {
    'GET /api/v1/team-mode/list': { data: z.array(teamModeSchema), dbgpt: true },
    'GET /api/v1/agents/list': { data: z.array(agentSchema), dbgpt: true },
    'GET /api/v1/llm-strategy/list': { data: z.array(llmStrategySchema), dbgpt: true },
    'GET /api/v1/llm-strategy/value/list': {
      data: z.array(z.string()),
      query: llmStrategyValueQuerySchema,
      dbgpt: true,
    },
    'GET /api/v1/resource-type/list': { data: z.array(z.string()), dbgpt: true },
    'GET /api/v1/app/resources/list': {
      data: appResourcesResponseSchema,
      query: appResourcesQuerySchema,
      dbgpt: true,
    },
    'GET /api/v1/native_scenes': { data: z.array(nativeSceneSchema), dbgpt: true },
    'POST /api/v1/app/native/init': { data: z.array(z.never()).max(0), dbgpt: true },
  },
};
