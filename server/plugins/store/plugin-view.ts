import type { MyPlugin } from '@/contract/plugin';
import type { SecretBox } from '../../secrets/secret-box';
import { EVERYONE, type StoredPlugin } from '../../repositories/plugins';
import { maskedDefinition } from './tool-secrets';

/**
 * A row of "my plugins" (contract 10.3) with our additions: `kind`, `description`, `source`, `for_everyone`
 * and the definition with every secret masked.
 */
export async function toMyPlugin(plugin: StoredPlugin, box: SecretBox): Promise<MyPlugin> {
  const owner = plugin.owner === EVERYONE ? null : plugin.owner;
  return {
    id: plugin.id,
    tenant: null,
    user_code: owner,
    user_name: owner,
    sys_code: null,
    name: plugin.name,
    file_name: plugin.fileName,
    type: plugin.type,
    version: plugin.version,
    use_count: plugin.useCount,
    succ_count: plugin.succCount,
    gmt_created: plugin.createdAt,
    kind: plugin.kind,
    description: plugin.description,
    source: plugin.source,
    for_everyone: owner === null,
    definition: await maskedDefinition(box, plugin),
  };
}
