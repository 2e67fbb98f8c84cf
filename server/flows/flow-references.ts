import type { FlowData } from '@/contract/flow';
import { assertSpaceAccess } from '../knowledge/space-access';
import type { PromptCaller } from '../access/prompt-access';
import type { Repositories } from '../repositories';
import { dbgptNamedReference } from './dbgpt/dbgpt-resource-references';
import { findNodeDefinition } from './node-lookup';
import type { OptionSourceName } from './nodes/node-definition';
import { parameterValues } from './node-parameter-check';

/**
 * The names a canvas's built-in nodes give in the parameters whose choices come from `source` (spaces,
 * datasources…), and those DB-GPT's resources give (dbgpt-resource-references.ts); a parameter that takes
 * several gives each.
 */
export function referencedNames(data: FlowData, source: OptionSourceName): Set<string> {
  const names = new Set<string>();
  for (const node of data.nodes) {
    const named = dbgptNamedReference(node);
    if (named?.source === source) names.add(named.name);
    if (node.data.flow_type !== 'operator') continue;
    const definition = findNodeDefinition({ id: node.data.id, type_cls: node.data.type_cls });
    if (!definition) continue;
    const values = parameterValues(definition, node.data.parameters);
    for (const spec of definition.parameters) {
      if (spec.options !== source) continue;
      const value = values[spec.name];
      for (const item of Array.isArray(value) ? value : [value])
        if (typeof item === 'string' && item.trim()) names.add(item.trim());
    }
  }
  return names;
}

/** The knowledge spaces a canvas's built-in nodes name. */
export const referencedSpaces = (data: FlowData): Set<string> => referencedNames(data, 'spaces');

/**
 * Saving a flow that names a space needs the right to use it: another user's private space is answered as
 * missing (404), as its own routes answer it. A space that does not exist is left to the graph check.
 */
export async function assertSpacesUsable(
  data: FlowData | null | undefined,
  caller: PromptCaller,
  repositories: Pick<Repositories, 'knowledgeSpaces'>,
): Promise<void> {
  if (!data) return;
  for (const name of referencedSpaces(data)) {
    const space = await repositories.knowledgeSpaces.findByName(name);
    if (space) assertSpaceAccess(space, caller, 'use');
  }
}
