import { writeFileSync } from 'node:fs';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createMcpTestServer } from './mcp-test-server';

// Run as `node --import tsx tests/support/mcp-stdio-server.ts`; tells tests its pid so they can see it end.
if (process.env.MCP_TEST_PID_FILE) writeFileSync(process.env.MCP_TEST_PID_FILE, String(process.pid));
void createMcpTestServer().connect(new StdioServerTransport());
