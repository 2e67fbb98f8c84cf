import type { RouteDocs } from '../route-doc';
import { appResourcesQuerySchema, llmStrategyValueQuerySchema } from '@/contract/app';

/** The routes of server/routes/apps-catalogue.ts. */
export const appsCatalogueDocs: RouteDocs = {
  area: 'apps-catalogue',
  routes: {
    'GET /api/v1/team-mode/list': { dbgpt: true },
    'GET /api/v1/agents/list': { dbgpt: true },
    'GET /api/v1/llm-strategy/list': { dbgpt: true },
    'GET /api/v1/llm-strategy/value/list': { query: llmStrategyValueQuerySchema, dbgpt: true },
    'GET /api/v1/resource-type/list': { dbgpt: true },
    'GET /api/v1/app/resources/list': { query: appResourcesQuerySchema, dbgpt: true },
    'GET /api/v1/native_scenes': { dbgpt: true },
    'POST /api/v1/app/native/init': { dbgpt: true },
  },
};
