import dns from 'node:dns/promises';
import net from 'node:net';
import type { McpToolDefinition } from '@/contract/dbgpts-package';
import type { McpServerRequest, ToolSummary } from '@/contract/hub';
import { ApiError } from '../http/api-error';
import { localized, verbatim } from '../i18n/localized-text';
import { bareHost, isPublicAddress } from '../knowledge/parse/address-guard';
import type { RouteContext } from '../context';
import type { PluginCaller } from './plugin-caller';
import { ToolProblem } from './runtime/tool-problem';
import { toolRuntime } from './runtime/tool-runtime';

/** How long `mcp/test` waits for a server to start, connect and list its tools. */
export const MCP_TEST_TIMEOUT_MS = 20_000;

const badRequest = (text: ReturnType<typeof localized>) => new ApiError(400, 'E0001', text);

/**
 * Non-administrators may only reach public addresses, as knowledge URL documents (the same rule, and the same
 * `KNOWLEDGE_ALLOW_PRIVATE_URLS` switch): a plugin's server is called by this server, inside its network.
 */
async function assertPublicHost(url: URL): Promise<void> {
  const host = bareHost(url);
  let addresses: string[];
  if (net.isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = (await dns.lookup(host, { all: true })).map((entry) => entry.address);
    } catch {
      throw badRequest(localized('plugin.mcp.hostNotFound', { host }));
    }
  }
  const refused = addresses.find((address) => !isPublicAddress(address));
  if (refused !== undefined)
    throw new ApiError(403, '403', localized('plugin.mcp.privateAddress', { host, address: refused }));
}

function parsedUrl(text: string): URL {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // Answered below.
  }
  throw badRequest(localized('plugin.mcp.badUrl', { url: text }));
}

/** The request as a tool definition, once the caller may add it: stdio is admin only, URLs must be http(s). */
export async function mcpDefinition(
  context: RouteContext,
  request: McpServerRequest,
  caller: PluginCaller,
): Promise<McpToolDefinition> {
  if (request.transport === 'stdio') {
    if (!caller.isAdmin) throw new ApiError(403, '403', localized('plugin.mcp.stdioAdminOnly'));
    if (!request.command) throw badRequest(localized('plugin.mcp.commandMissing'));
    return { ...request, kind: 'mcp', url: undefined };
  }
  if (!request.url) throw badRequest(localized('plugin.mcp.urlMissing', { transport: request.transport }));
  const url = parsedUrl(request.url);
  if (!mayReachPrivateAddresses(context, caller)) await assertPublicHost(url);
  return { ...request, kind: 'mcp', command: undefined, args: undefined, env: undefined };
}

/** Whether the caller's servers may be on loopback or private addresses (checked by `mcpDefinition` too). */
export const mayReachPrivateAddresses = (context: RouteContext, caller: PluginCaller) =>
  caller.isAdmin || context.knowledge.webPageOptions.allowPrivateAddresses;

/** The server's tools through the tool runtime, in at most {@link MCP_TEST_TIMEOUT_MS}; 502 when it fails. */
export async function listMcpTools(
  definition: McpToolDefinition,
  allowPrivateAddresses: boolean,
): Promise<ToolSummary[]> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // The runtime is asked to stop at the time-out; the answer does not wait for it to obey.
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(
        new ApiError(
          502,
          '502',
          localized('plugin.mcp.timedOut', { name: definition.name, seconds: MCP_TEST_TIMEOUT_MS / 1000 }),
        ),
      );
    }, MCP_TEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      toolRuntime.listTools(definition, { signal: controller.signal, allowPrivateAddresses }),
      timedOut,
    ]);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const reason =
      error instanceof ToolProblem
        ? error.text
        : verbatim(error instanceof Error ? error.message : String(error));
    throw new ApiError(502, '502', localized('plugin.mcp.failed', { name: definition.name, reason }));
  } finally {
    clearTimeout(timer);
  }
}
