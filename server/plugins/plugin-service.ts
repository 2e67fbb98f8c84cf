import type { ToolDefinition } from '@/contract/dbgpts-package';
import type { McpServerRequest, McpTestResult } from '@/contract/hub';
import type { AgentInstallQuery, MyPlugin } from '@/contract/plugin';
import { accountNames } from '../auth/owner-names';
import { ApiError } from '../http/api-error';
import { listOf, localized } from '../i18n/localized-text';
import type { RouteContext } from '../context';
import { listMcpTools, mayReachPrivateAddresses, mcpDefinition } from './mcp-servers';
import { targetUser, type PluginCaller } from './plugin-caller';
import { checkHubTool } from './plugin-file';
import type { HubIndex } from './hub-index';
import { loadMarketTool } from './plugin-market';
import { EVERYONE, type PluginSource } from '../repositories/plugins';
import { toMyPlugin } from './store/plugin-view';
import { alreadyInstalled, findUsable, saveTool } from './store/tool-records';
import { secretBoxOf } from './store/tool-secrets';
import { appsUsingTool } from './store/tool-usage';

/**
 * An administrator may uninstall everyone's plugin that a tool package brought: the package is then gone too,
 * so the community packages page does not list it as installed.
 */
async function forgetPackageOf(context: RouteContext, toolName: string): Promise<void> {
  const { installedPackages } = context.repositories;
  for (const pkg of await installedPackages.list()) {
    const onlyThisTool =
      pkg.things.length > 0 && pkg.things.every((thing) => thing.kind === 'tool' && thing.id === toolName);
    if (onlyThisTool) await installedPackages.delete(pkg.id);
  }
}

const notInstalled = (name: string) => new ApiError(404, 'E0022', localized('plugin.notInstalled', { name }));

/** Installed plugins per user (contract 10.3–10.5), uploads, and MCP servers as plugins. */
export function createPluginService(context: RouteContext, hubIndex: HubIndex) {
  const { plugins } = context.repositories;
  const box = () => secretBoxOf(context);

  async function saveFor(
    owner: string,
    definition: ToolDefinition,
    source: PluginSource,
    caller: PluginCaller,
    extra: { fileName: string | null; version?: string | null },
  ): Promise<MyPlugin> {
    if (await findUsable(context, definition.name, owner)) throw alreadyInstalled(definition.name);
    const saved = await saveTool(context, definition, {
      owner,
      source,
      installedBy: caller.userId,
      ...extra,
    });
    return toMyPlugin(saved, box());
  }

  return {
    /** The user's plugins, then everyone's. */
    async mine(caller: PluginCaller, user: string | undefined): Promise<MyPlugin[]> {
      const owner = targetUser(caller, user);
      const visible = await plugins.listVisible(owner);
      const listed = await Promise.all(visible.map((plugin) => toMyPlugin(plugin, box())));
      // With sign-in the owner is an account: `user_name` names it (`user_code` keeps the id), as DB-GPT's does.
      const names = await accountNames(
        context.repositories.accounts,
        listed.map((plugin) => plugin.user_code),
      );
      return listed.map((plugin) => ({
        ...plugin,
        user_name: names.get(plugin.user_code ?? '') ?? plugin.user_name,
      }));
    },

    async install(caller: PluginCaller, query: AgentInstallQuery): Promise<MyPlugin> {
      const owner = targetUser(caller, query.user);
      // Checked first: installing twice answers at once, without reading the hub.
      if (await findUsable(context, query.plugin_name, owner)) throw alreadyInstalled(query.plugin_name);
      const tool = await loadMarketTool(context, query.plugin_name, caller.language, hubIndex);
      const definition = checkHubTool(tool.definition, tool.fileName);
      return saveFor(owner, definition, 'market', caller, { fileName: tool.fileName, version: tool.version });
    },

    /** The user's own plugin, or (administrators only) everyone's; 409 naming the apps using it unless forced. */
    async uninstall(caller: PluginCaller, query: AgentInstallQuery & { force?: boolean }): Promise<void> {
      const name = query.plugin_name;
      let owner = targetUser(caller, query.user);
      if (!(await plugins.find(owner, name))) {
        // Acting for another user reaches that user's own plugins only.
        if (owner !== caller.userId || !(await plugins.find(EVERYONE, name))) throw notInstalled(name);
        if (!caller.isAdmin) throw new ApiError(403, '403', localized('plugin.everyonesPlugin', { name }));
        owner = EVERYONE;
      }
      if (!query.force) {
        const apps = await appsUsingTool(context, name, owner);
        if (apps.length > 0)
          throw new ApiError(
            409,
            'E0022',
            localized('plugin.inUse', { name, apps: listOf(apps.map((app) => app.appName)) }),
            { used_by: apps.map((app) => ({ kind: 'app', id: app.appCode, name: app.appName })) },
          );
      }
      await plugins.remove(owner, name);
      if (owner === EVERYONE) await forgetPackageOf(context, name);
    },

    async upload(
      caller: PluginCaller,
      user: string | undefined,
      definition: ToolDefinition,
      fileName: string,
    ) {
      // A command runs on this server: only an administrator's. URLs are checked when a chat connects.
      if (definition.kind === 'mcp' && definition.transport === 'stdio' && !caller.isAdmin)
        throw new ApiError(403, '403', localized('plugin.mcp.stdioAdminOnly'));
      return saveFor(targetUser(caller, user), definition, 'upload', caller, { fileName });
    },

    async testMcp(caller: PluginCaller, request: McpServerRequest): Promise<McpTestResult> {
      const definition = await mcpDefinition(context, request, caller);
      return { tools: await listMcpTools(definition, mayReachPrivateAddresses(context, caller)) };
    },

    async addMcp(caller: PluginCaller, request: McpServerRequest): Promise<MyPlugin> {
      const definition = await mcpDefinition(context, request, caller);
      return saveFor(caller.userId, definition, 'mcp', caller, { fileName: null });
    },
  };
}
