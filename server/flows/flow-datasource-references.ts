import type { FlowData } from '@/contract/flow';
import {
  canUseDatasource,
  datasourceNotFound,
  type DatasourceCaller,
} from '../datasources/datasource-access';
import type { Repositories } from '../repositories';
import { referencedNames } from './flow-references';

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
  for (const name of referencedNames(data, 'datasources')) {
    const datasource = await repositories.datasources.findByDisplayName(name);
    if (datasource && !canUseDatasource(datasource, caller)) throw datasourceNotFound(name);
  }
}
