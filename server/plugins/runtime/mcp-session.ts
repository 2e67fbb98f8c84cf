import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { McpToolDefinition } from '@/contract/dbgpts-package';
import { localized } from '../../i18n/localized-text';
import { SERVER_VERSION } from '../../version';
import { outboundFetch, type OutboundPolicy } from './outbound-fetch';
import { ToolProblem } from './tool-problem';

// A server listing thousands of tools is a mistake; stop asking for more pages well before that.
const MAX_LIST_PAGES = 20;

/** The SDK's client side, loaded on first use: most server starts never talk to an MCP server. */
async function loadSdk() {
  const [client, sse, stdio, streamable] = await Promise.all([
    import('@modelcontextprotocol/sdk/client/index.js'),
    import('@modelcontextprotocol/sdk/client/sse.js'),
    import('@modelcontextprotocol/sdk/client/stdio.js'),
    import('@modelcontextprotocol/sdk/client/streamableHttp.js'),
  ]);
  return { ...client, ...sse, ...stdio, ...streamable };
}
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

function httpUrlOf(definition: McpToolDefinition): URL {
  const url = definition.url?.trim();
  const parsed = url && URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw new ToolProblem(localized('pluginTools.mcpNeedsUrl', { name: definition.name }));
  return parsed;
}

function transportFor(sdk: Sdk, definition: McpToolDefinition, policy: OutboundPolicy): Transport {
  if (definition.transport === 'stdio') {
    const command = definition.command?.trim();
    if (!command) throw new ToolProblem(localized('pluginTools.mcpNeedsCommand', { name: definition.name }));
    // The server's own environment (keys, tokens) is not the tool's: only the SDK's safe list and the definition's.
    const env = { ...sdk.getDefaultEnvironment(), ...definition.env };
    return new sdk.StdioClientTransport({ command, args: definition.args ?? [], env, stderr: 'ignore' });
  }
  const url = httpUrlOf(definition);
  const options = { requestInit: { headers: definition.headers ?? {} }, fetch: outboundFetch(policy) };
  return definition.transport === 'sse'
    ? new sdk.SSEClientTransport(url, options)
    : new sdk.StreamableHTTPClientTransport(url, options);
}

/** A connected MCP client; `close` ends the session (and a stdio server's process). */
export interface McpSession {
  client: Client;
  listTools(signal: AbortSignal): Promise<Tool[]>;
  close(): Promise<void>;
}

export async function connectMcp(
  definition: McpToolDefinition,
  options: { signal: AbortSignal; policy: OutboundPolicy; timeoutMs: number },
): Promise<McpSession> {
  const sdk = await loadSdk();
  const transport = transportFor(sdk, definition, options.policy);
  const client = new sdk.Client({ name: 'dbgpt-web', version: SERVER_VERSION });
  try {
    await client.connect(transport, { signal: options.signal, timeout: options.timeoutMs });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return {
    client,
    async listTools(signal) {
      const tools: Tool[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
        const listed = await client.listTools(cursor ? { cursor } : undefined, {
          signal,
          timeout: options.timeoutMs,
        });
        tools.push(...listed.tools);
        cursor = listed.nextCursor;
        if (!cursor) break;
      }
      return tools;
    },
    async close() {
      // A streamable HTTP session lives on the server until it is ended; closing the client only stops listening.
      if (transport instanceof sdk.StreamableHTTPClientTransport)
        await transport.terminateSession().catch(() => undefined);
      await client.close();
    },
  };
}
