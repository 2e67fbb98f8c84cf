import { POST } from '@/client/http';
import type { McpServerRequest, McpTestResult } from '@/contract/hub';
import type { MyPlugin } from '@/contract/plugin';

/** MCP servers as plugins (contract/hub.ts): list a server's tools, then install it for the caller. */
export const testMcpServer = (body: McpServerRequest) =>
  POST<McpServerRequest, McpTestResult>('/api/v1/agent/mcp/test', body);

export const addMcpServer = (body: McpServerRequest) =>
  POST<McpServerRequest, MyPlugin>('/api/v1/agent/mcp', body);
