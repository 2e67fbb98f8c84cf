import type { ToolDefinition } from '@/contract/dbgpts-package';
import { ApiError } from '../../http/api-error';
import { localized } from '../../i18n/localized-text';
import type { RouteContext } from '../../context';
import { SecretUnreadableError } from '../../secrets/secret-box';
import { EVERYONE, type PluginSource, type StoredPlugin } from '../../repositories/plugins';
import { openDefinition, sealSecrets, secretBoxOf, splitSecrets } from './tool-secrets';

/** An installed plugin as the runtime needs it: its definition with secrets opened. */
export interface InstalledTool {
  name: string;
  definition: ToolDefinition;
  /** null when installed for everyone (by an administrator or a package). */
  ownerId: string | null;
}

/** What a saved tool needs besides its definition. */
export interface ToolOrigin {
  /** A user id, or EVERYONE. */
  owner: string;
  source: PluginSource;
  fileName: string | null;
  /** The package's version; an OpenAPI document's own `info.version` otherwise. */
  version?: string | null;
  installedBy: string;
}

/** The `type` shown in "my plugins": `openapi`, or `mcp(<transport>)`. */
export function toolType(definition: ToolDefinition): string {
  return definition.kind === 'http' ? 'openapi' : `mcp(${definition.transport})`;
}

function documentVersion(definition: ToolDefinition): string | null {
  if (definition.kind !== 'http') return null;
  const info = definition.openapi['info'];
  const version =
    typeof info === 'object' && info !== null ? (info as Record<string, unknown>)['version'] : null;
  return typeof version === 'string' ? version : null;
}

export const alreadyInstalled = (name: string) =>
  new ApiError(409, 'E0021', localized('plugin.alreadyInstalled', { name }));

/** Seals the definition's secrets and stores it; 409 E0021 when the owner already has that name. */
export async function saveTool(
  context: RouteContext,
  definition: ToolDefinition,
  origin: ToolOrigin,
): Promise<StoredPlugin> {
  const { plain, secrets } = splitSecrets(definition);
  const saved = await context.repositories.plugins.insert({
    owner: origin.owner,
    name: definition.name,
    kind: definition.kind,
    type: toolType(definition),
    version: origin.version ?? documentVersion(definition),
    description: definition.description ?? null,
    fileName: origin.fileName,
    source: origin.source,
    definition: plain,
    sealedSecrets: await sealSecrets(secretBoxOf(context), secrets, origin.owner, definition.name),
    installedBy: origin.installedBy,
  });
  if (saved === null) throw alreadyInstalled(definition.name);
  return saved;
}

/** The plugin the user would use under that name: their own first, then everyone's. */
export async function findUsable(
  context: RouteContext,
  name: string,
  userId: string,
): Promise<StoredPlugin | undefined> {
  const { plugins } = context.repositories;
  return (await plugins.find(userId, name)) ?? (await plugins.find(EVERYONE, name)) ?? undefined;
}

/** The plugin as the runtime needs it; a secret this server cannot open is the caller's clear error. */
export async function toInstalledTool(context: RouteContext, plugin: StoredPlugin): Promise<InstalledTool> {
  try {
    return {
      name: plugin.name,
      definition: await openDefinition(secretBoxOf(context), plugin),
      ownerId: plugin.owner === EVERYONE ? null : plugin.owner,
    };
  } catch (error) {
    if (error instanceof SecretUnreadableError)
      throw new ApiError(500, 'E0003', localized('plugin.secretsUnreadable', { name: plugin.name }));
    throw error;
  }
}
