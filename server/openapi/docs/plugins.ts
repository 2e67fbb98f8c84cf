import type { RouteDocs } from '../route-doc';
import { uninstallQuerySchema } from '../../routes/plugins';
import { mcpServerRequestSchema } from '@/contract/hub';
import {
  agentInstallQuerySchema,
  agentQueryRequestSchema,
  hubSourceRequestSchema,
  userQuerySchema,
} from '@/contract/plugin';

/** The routes of server/routes/plugins.ts. */
export const pluginsDocs: RouteDocs = {
  area: 'plugins',
  routes: {
    'POST /api/v1/agent/query': { body: agentQueryRequestSchema, dbgpt: true },
    'POST /api/v1/agent/hub/update': {
      upstream: 'A plugin hub (git)',
      body: hubSourceRequestSchema,
      dbgpt: true,
    },
    'POST /api/v1/agent/my': { query: userQuerySchema, dbgpt: true },
    'POST /api/v1/agent/install': { query: agentInstallQuerySchema, dbgpt: true },
    'POST /api/v1/agent/uninstall': { query: uninstallQuerySchema, dbgpt: true },
    'POST /api/v1/personal/agent/upload': { query: userQuerySchema, dbgpt: true },
    'POST /api/v1/agent/mcp/test': { upstream: 'The MCP server', body: mcpServerRequestSchema },
    'POST /api/v1/agent/mcp': { upstream: 'The MCP server', body: mcpServerRequestSchema },
  },
};
