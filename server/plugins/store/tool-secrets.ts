import { toolDefinitionSchema, type ToolDefinition } from '@/contract/dbgpts-package';
import type { RouteContext } from '../../context';
import { maskSecret } from '../../secrets/mask';
import type { SecretBox } from '../../secrets/secret-box';
import type { StoredPlugin } from '../../repositories/plugins';

/** What of a tool definition is secret: HTTP and MCP headers, and an MCP server's environment. */
interface ToolSecrets {
  headers?: Record<string, string>;
  env?: Record<string, string>;
}

const HIDDEN = '******';

/** The box of the server; a context without one is a wiring mistake. */
export function secretBoxOf(context: RouteContext): SecretBox {
  if (!context.secrets) throw new Error('The plugin store needs the server secret box in its route context');
  return context.secrets;
}

/** Bound to the sealed value, so secrets copied to another plugin's row no longer open. */
const sealContext = (owner: string, name: string) => `plugin:${owner === '' ? '*' : owner}:${name}`;

/** The definition without its secrets, and the secrets (null when it has none). */
export function splitSecrets(definition: ToolDefinition): {
  plain: Record<string, unknown>;
  secrets: ToolSecrets | null;
} {
  const { headers, ...rest } = definition;
  const secrets: ToolSecrets = {};
  if (headers && Object.keys(headers).length > 0) secrets.headers = headers;
  let plain: Record<string, unknown> = rest;
  if (definition.kind === 'mcp') {
    const { env, ...withoutEnv } = rest as Omit<typeof definition, 'headers'>;
    if (env && Object.keys(env).length > 0) secrets.env = env;
    plain = withoutEnv;
  }
  return { plain, secrets: secrets.headers || secrets.env ? secrets : null };
}

export async function sealSecrets(
  box: SecretBox,
  secrets: ToolSecrets | null,
  owner: string,
  name: string,
): Promise<string | null> {
  return secrets === null ? null : box.seal(JSON.stringify(secrets), sealContext(owner, name));
}

async function openSecrets(box: SecretBox, plugin: StoredPlugin): Promise<ToolSecrets> {
  if (plugin.sealedSecrets === null) return {};
  return JSON.parse(
    await box.open(plugin.sealedSecrets, sealContext(plugin.owner, plugin.name)),
  ) as ToolSecrets;
}

/** The whole definition, secrets opened, for the tool runtime only. Throws SecretUnreadableError. */
export async function openDefinition(box: SecretBox, plugin: StoredPlugin): Promise<ToolDefinition> {
  return toolDefinitionSchema.parse({ ...plugin.definition, ...(await openSecrets(box, plugin)) });
}

const maskAll = (values: Record<string, string> | undefined, mask: (value: string) => string) =>
  values && Object.fromEntries(Object.entries(values).map(([key, value]) => [key, mask(value)]));

/** The definition as a client may see it: every secret value masked (wholly hidden when it cannot be opened). */
export async function maskedDefinition(
  box: SecretBox,
  plugin: StoredPlugin,
): Promise<Record<string, unknown>> {
  if (plugin.sealedSecrets === null) return plugin.definition;
  const secrets = await openSecrets(box, plugin).catch(() => null);
  const mask = secrets === null ? () => HIDDEN : maskSecret;
  const names = secrets ?? {};
  return {
    ...plugin.definition,
    ...(names.headers ? { headers: maskAll(names.headers, mask) } : {}),
    ...(names.env ? { env: maskAll(names.env, mask) } : {}),
  };
}
