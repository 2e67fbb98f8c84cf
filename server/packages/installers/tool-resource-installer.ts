import { SERVER_ERROR_CODES } from '@/contract/common';
import { packageResourceDefinitionSchema, type ToolDefinition } from '@/contract/dbgpts-package';
import type { PackageThing } from '@/contract/hub';
import { resourceTarget } from '../../apps/agent-app';
import { ApiError } from '../../http/api-error';
import { localized, type LocalizedText } from '../../i18n/localized-text';
import { toolStore } from '../../plugins/store/tool-store';
import type { LoadedPackage, PackageInstaller } from '../package-installers';
import { parseDefinition } from './package-definition';
import { appsThatUse } from './package-users';

/** The app resource types that name an installed tool. */
export const TOOL_RESOURCE_TYPES: readonly string[] = ['tool', 'tool(autogpt_plugins)', 'tool(mcp(sse))'];

const toolThing = (name: string): PackageThing => ({ kind: 'tool', id: name, name });

function toolOf(
  pkg: LoadedPackage,
): { ok: true; tool: ToolDefinition } | { ok: false; problem: LocalizedText } {
  const parsed = parseDefinition(packageResourceDefinitionSchema, pkg, pkg.definition);
  if (!parsed.ok) return parsed;
  if (parsed.value.kind !== 'tool')
    return {
      ok: false,
      problem: localized('packageInstall.notATool', { name: pkg.name, kind: parsed.value.kind }),
    };
  return { ok: true, tool: parsed.value.tool };
}

/**
 * `type = resource`, `kind = tool`: the tool (an OpenAPI HTTP API or an MCP server) is installed as a plugin
 * for everyone through the plugin store, and so offered to every app's agents.
 */
export const toolResourceInstaller: PackageInstaller = {
  type: 'resource',
  resourceKind: 'tool',

  async preview(pkg, scope) {
    const found = toolOf(pkg);
    if (!found.ok) return { problem: found.problem };
    const { name } = found.tool;
    if (await toolStore.find(scope.context, name, scope.userId))
      return { problem: localized('packageInstall.toolExists', { name }) };
    return [toolThing(name)];
  },

  async install(pkg, scope) {
    const found = toolOf(pkg);
    if (!found.ok) throw new ApiError(400, SERVER_ERROR_CODES.validation, found.problem);
    return [await toolStore.installForEveryone(scope.context, found.tool, scope.userId)];
  },

  async uninstall(things, scope) {
    for (const thing of things)
      if (thing.kind === 'tool') await toolStore.uninstallForEveryone(scope.context, thing.id ?? thing.name);
  },

  async usedBy(things, scope) {
    const names = new Set(
      things.filter((thing) => thing.kind === 'tool').map((thing) => thing.id ?? thing.name),
    );
    if (names.size === 0) return [];
    return appsThatUse(scope.context.repositories, (app) =>
      app.details.some((detail) =>
        detail.resources.some((resource) => {
          if (!TOOL_RESOURCE_TYPES.includes(resource.type)) return false;
          const target = resourceTarget(resource);
          return target !== undefined && names.has(target);
        }),
      ),
    );
  },
};
