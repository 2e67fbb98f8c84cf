import type { ToolDefinition } from '@/contract/dbgpts-package';
import type { PackageThing } from '@/contract/hub';
import { ApiError } from '../../http/api-error';
import type { RouteContext } from '../../context';
import { EVERYONE } from '../../repositories/plugins';
import { findUsable, saveTool, toInstalledTool, type InstalledTool } from './tool-records';

export interface ToolStore {
  /** Installs a tool for everyone (a `resource` package of kind `tool`); installing a name twice is a 409. */
  installForEveryone(
    context: RouteContext,
    definition: ToolDefinition,
    installedBy: string,
  ): Promise<PackageThing>;
  /** Removes a tool installed for everyone; unknown names are ignored. */
  uninstallForEveryone(context: RouteContext, name: string): Promise<void>;
  /** The tool by name if the user may use it (theirs or everyone's). */
  find(context: RouteContext, name: string, userId: string): Promise<InstalledTool | undefined>;
  /** Tools the user may give an app. */
  available(context: RouteContext, userId: string): Promise<InstalledTool[]>;
  /** Counts a call for "my plugins" (`use_count`, and `succ_count` when it worked). */
  recordUse(context: RouteContext, name: string, userId: string, succeeded: boolean): Promise<void>;
}

/** Tools the user may use; one whose secrets this server cannot open is left out rather than failing the list. */
async function available(context: RouteContext, userId: string): Promise<InstalledTool[]> {
  const tools: InstalledTool[] = [];
  const seen = new Set<string>();
  for (const plugin of await context.repositories.plugins.listVisible(userId)) {
    // Own plugins come first and hide everyone's of the same name, as `find` does.
    if (seen.has(plugin.name)) continue;
    seen.add(plugin.name);
    try {
      tools.push(await toInstalledTool(context, plugin));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return tools;
}

/** The plugin store, on the `plugins` table. */
export const toolStore: ToolStore = {
  async installForEveryone(context, definition, installedBy) {
    await saveTool(context, definition, { owner: EVERYONE, source: 'package', fileName: null, installedBy });
    return { kind: 'tool', id: definition.name, name: definition.name };
  },

  async uninstallForEveryone(context, name) {
    await context.repositories.plugins.remove(EVERYONE, name);
  },

  async find(context, name, userId) {
    const plugin = await findUsable(context, name, userId);
    return plugin && toInstalledTool(context, plugin);
  },

  available,

  async recordUse(context, name, userId, succeeded) {
    const plugin = await findUsable(context, name, userId);
    if (plugin) await context.repositories.plugins.countUse(plugin.id, succeeded);
  },
};
