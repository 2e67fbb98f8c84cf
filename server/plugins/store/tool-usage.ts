import type { RouteContext } from '../../context';
import { EVERYONE } from '../../repositories/plugins';

/** App resource types that name a plugin (contract 1.19). */
const TOOL_RESOURCE_TYPES = new Set(['tool', 'tool(autogpt_plugins)', 'tool(mcp(sse))']);

/** The plugin names a resource value carries: the v1 key itself, or v2's JSON (`tool_name`, `mcp_servers`). */
function namesIn(value: unknown): string[] {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'object' && parsed !== null) return namesIn(parsed);
    } catch {
      // A bare name.
    }
    return value.split(',').map((name) => name.trim());
  }
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(namesIn);
  return [];
}

function mentions(resources: string, name: string): boolean {
  let list: unknown;
  try {
    list = JSON.parse(resources);
  } catch {
    return false;
  }
  if (!Array.isArray(list)) return false;
  return list.some((resource: unknown) => {
    if (typeof resource !== 'object' || resource === null) return false;
    const { type, value } = resource as { type?: unknown; value?: unknown };
    return typeof type === 'string' && TOOL_RESOURCE_TYPES.has(type) && namesIn(value).includes(name);
  });
}

/**
 * The apps whose agents use the plugin `name` of `owner`: a user's plugin is used by that user's apps, a
 * plugin installed for everyone by anyone's.
 */
export async function appsUsingTool(
  context: RouteContext,
  name: string,
  owner: string,
): Promise<{ appCode: string; appName: string }[]> {
  const rows = await context.repositories.plugins.resourcesMentioning(name);
  const apps = new Map<string, string>();
  for (const row of rows)
    if ((owner === EVERYONE || row.ownerId === owner) && mentions(row.resources, name))
      apps.set(row.appCode, row.appName);
  return [...apps].map(([appCode, appName]) => ({ appCode, appName }));
}
