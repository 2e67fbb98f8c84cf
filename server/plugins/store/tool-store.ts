import { ApiError } from '../../http/api-error';
import type { RouteContext } from '../../context';
import { setToolStore, type InstalledTool, type ToolStore } from '../tool-seams';
import { EVERYONE } from '../../repositories/plugins';
import { findUsable, saveTool, toInstalledTool } from './tool-records';

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

/** The plugin store of `tool-seams.ts`, on the `plugins` table. */
export const sqliteToolStore: ToolStore = {
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

setToolStore(sqliteToolStore);
