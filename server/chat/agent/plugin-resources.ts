import type { AgentResource } from '@/contract/app';
import type { ToolDefinition } from '@/contract/dbgpts-package';
import { localized, type LocalizedText } from '../../i18n/localized-text';
import { resolvePromptCaller } from '../../access/prompt-access';
import type { RouteContext } from '../../context';
import { toolStore, type ToolStore } from '../../plugins/store/tool-store';

/** App resource types that name installed tools (plugins); DB-GPT's MCP type may also hold server URLs. */
export const TOOL_RESOURCE_TYPES: ReadonlySet<string> = new Set([
  'tool',
  'tool(autogpt_plugins)',
  'tool(mcp(sse))',
]);
const MCP_RESOURCE_TYPE = 'tool(mcp(sse))';

/** Who is chatting: tools are looked up as theirs or everyone's, and counted for them. */
export interface PluginCaller {
  context: RouteContext;
  userId: string;
}

/** A plugin a member will call this turn. */
export interface PluginNeed {
  /** The plugin's name (counted under it), or the server URL of an ad-hoc MCP server. */
  name: string;
  definition: ToolDefinition;
  allowPrivateAddresses: boolean;
  /** False for an administrator's ad-hoc MCP URL: nothing is installed to count its use against. */
  installed: boolean;
}

const VALUE_KEYS = ['tool_name', 'mcp_servers', 'plugin_name', 'name', 'value', 'key'] as const;

/** The plugin names (or MCP URLs) a tool resource holds: its value, or one of DB-GPT's keys of a v2 value. */
export function pluginNamesOf(resource: AgentResource): string[] {
  let value: unknown = resource.value;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      value = JSON.parse(value);
    } catch {
      // Not JSON after all: the text itself names the tool.
    }
  }
  let text: unknown = value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    text = VALUE_KEYS.map((key) => record[key]).find(
      (found) => typeof found === 'string' || Array.isArray(found),
    );
  }
  const parts = Array.isArray(text)
    ? text
    : typeof text === 'string'
      ? text.split(/[;,\n]/)
      : [resource.name];
  const names = parts.filter((part): part is string => typeof part === 'string').map((part) => part.trim());
  return [...new Set(names.filter(Boolean))];
}

const isHttpUrl = (text: string) => /^https?:\/\//i.test(text) && URL.canParse(text);

/** As the plugin routes decide (`pluginCaller`): an account's role, else DB-GPT's admin list without sign-in. */
async function isAdmin(context: RouteContext, userId: string): Promise<boolean> {
  const account = await context.repositories.accounts.findById(userId);
  if (account) return account.role === 'admin';
  return (await resolvePromptCaller(context.repositories.users, userId)).isAdmin;
}

/** An administrator's MCP server given by URL: `/sse` endpoints speak SSE, others streamable HTTP. */
function adHocServer(url: string): ToolDefinition {
  const parsed = new URL(url);
  const name = `${parsed.hostname}${parsed.port ? `_${parsed.port}` : ''}`.replace(/[^A-Za-z0-9_-]+/g, '_');
  const transport = /\/sse\/?$/.test(parsed.pathname) ? 'sse' : 'streamable_http';
  return { kind: 'mcp', name: `mcp_${name}`.slice(0, 64), transport, url };
}

function registeredStore(): ToolStore | undefined {
  try {
    return toolStore;
  } catch {
    // No plugin store in this build: every tool resource is then a tool that is not installed.
    return undefined;
  }
}

/** The plugins a tool resource names, ready to open; a missing one (or a URL from a non-admin) is a problem. */
export async function resolvePluginResource(
  caller: PluginCaller | undefined,
  resource: AgentResource,
): Promise<PluginNeed[] | LocalizedText> {
  const needs: PluginNeed[] = [];
  for (const name of pluginNamesOf(resource)) {
    if (resource.type === MCP_RESOURCE_TYPE && isHttpUrl(name)) {
      if (!caller || !(await isAdmin(caller.context, caller.userId)))
        return localized('pluginTools.urlNeedsAdmin', { url: name });
      needs.push({ name, definition: adHocServer(name), allowPrivateAddresses: true, installed: false });
      continue;
    }
    const store = registeredStore();
    const tool = caller && store ? await store.find(caller.context, name, caller.userId) : undefined;
    if (!caller || !tool) return localized('pluginTools.notInstalled', { name });
    const trusted = tool.ownerId === null || (await isAdmin(caller.context, tool.ownerId));
    needs.push({
      name: tool.name,
      definition: tool.definition,
      allowPrivateAddresses: trusted,
      installed: true,
    });
  }
  return needs;
}
