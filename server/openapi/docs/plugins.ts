import { z } from 'zod';
import type { RouteDocs } from '../route-doc';
import { uninstallQuerySchema } from '../../routes/plugins';
import { mcpServerRequestSchema, mcpTestResultSchema } from '@/contract/hub';
import {
  agentInstallQuerySchema,
  agentQueryRequestSchema,
  agentQueryResponseSchema,
  hubSourceRequestSchema,
  myPluginSchema,
  userQuerySchema,
} from '@/contract/plugin';

/** The routes of server/routes/plugins.ts. */
export const pluginsDocs: RouteDocs = {
  area: 'plugins',
  routes: {
    'POST /api/v1/agent/query': {
      data: agentQueryResponseSchema,
      body: agentQueryRequestSchema,
      dbgpt: true,
    },
    'POST /api/v1/agent/hub/update': {
      data: null,
      upstream: 'A plugin hub (git)',
      body: hubSourceRequestSchema,
      dbgpt: true,
    },
    'POST /api/v1/agent/my': { data: z.array(myPluginSchema), query: userQuerySchema, dbgpt: true },
    'POST /api/v1/agent/install': { data: null, query: agentInstallQuerySchema, dbgpt: true },
    'POST /api/v1/agent/uninstall': { data: null, query: uninstallQuerySchema, dbgpt: true },
    'POST /api/v1/personal/agent/upload': {
      data: myPluginSchema,
      query: userQuerySchema,
      upload: { files: ['doc_file'] },
      dbgpt: true,
    },
    'POST /api/v1/agent/mcp/test': {
      data: mcpTestResultSchema,
      upstream: 'The MCP server',
      body: mcpServerRequestSchema,
    },
    'POST /api/v1/agent/mcp': {
      data: myPluginSchema,
      upstream: 'The MCP server',
      body: mcpServerRequestSchema,
    },
  },
};
