import type { FlowData } from '@/contract/flow';
import {
  canUseDatasource,
  datasourceNotFound,
  type DatasourceCaller,
} from '../datasources/datasource-access';
import type { Repositories } from '../repositories';
import { findNodeDefinition } from './node-lookup';
import { parameterValues } from './node-parameter-check';

/** The datasources a canvas's built-in nodes name (the parameters whose choices are datasources). */
function referencedDatasources(data: FlowData): Set<string> {
  const names = new Set<string>();
  for (const node of data.nodes) {
    if (node.data.flow_type !== 'operator') continue;
    const definition = findNodeDefinition({ id: node.data.id, type_cls: node.data.type_cls });
    if (!definition) continue;
    const values = parameterValues(definition, node.data.parameters);
    for (const spec of definition.parameters) {
      const value = values[spec.name];
      if (spec.options === 'datasources' && typeof value === 'string' && value.trim())
        names.add(value.trim());
    }
  }
  return names;
}

/**
 * Saving or debugging a flow that names a datasource needs the right to use it: another user's private one
 * is answered as missing (404). One that does not exist is left to the graph check.
 */
export async function assertDatasourcesUsable(
  data: FlowData | null | undefined,
  caller: DatasourceCaller,
  repositories: Pick<Repositories, 'datasources'>,
): Promise<void> {
  if (!data) return;
  for (const name of referencedDatasources(data)) {
    const datasource = await repositories.datasources.findByDisplayName(name);
    if (datasource && !canUseDatasource(datasource, caller)) throw datasourceNotFound(name);
  }
}
